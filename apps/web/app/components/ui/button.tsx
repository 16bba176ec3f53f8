import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useHeldSubmit } from '../hydration/held-submit.js';
import { Spinner } from './preloader.js';
import { useOwnRef } from './use-own-ref.js';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Class list shared with links styled as buttons (CTAs are real links, not buttons). */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  block = false,
): string {
  return ['button', `button--${variant}`, `button--${size}`, block ? 'button--block' : '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /**
   * Shows a spinner, keeps the label for screen readers, and blocks repeated clicks. The button stays
   * focusable meanwhile (aria-disabled, not disabled): a disabled button drops the keyboard focus to
   * the page's start, and the customer would lose their place (issue 18 "focus never jumps").
   */
  loading?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const blocked = loading && !disabled;
  const [own, setRef] = useOwnRef(ref);
  // A press on this button before the page hydrated is sent once it has (held-submit.ts).
  useHeldSubmit(own, type === 'submit');
  return (
    <button
      {...rest}
      ref={setRef}
      type={type}
      className={[buttonClass(variant, size, block), className].filter(Boolean).join(' ')}
      disabled={disabled}
      aria-disabled={blocked || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // Also stops a submit button's form (a click or Enter in a field) while the first one runs.
        if (blocked) return event.preventDefault();
        onClick?.(event);
      }}
    >
      {loading && <Spinner size="sm" />}
      <span className="button__label">{children}</span>
    </button>
  );
}
