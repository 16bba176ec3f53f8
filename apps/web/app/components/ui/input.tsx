import { PHONE_MASK, formatPhoneMask, normalizeUaPhone, phoneCaret } from '@posylka/domain';
import {
  useId,
  type ChangeEvent,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { useEarlyInput } from '../hydration/early-input.js';

export interface InputMask {
  pattern: string;
  format: (raw: string) => string;
  /** Where the caret goes in `format(raw)` given its place in `raw` (`forward` for the Delete key). */
  caret?: (raw: string, caret: number, forward: boolean) => number;
  /** A pasted text that is a whole value by itself replaces the field instead of joining it. */
  isWhole?: (pasted: string) => boolean;
}

/** SPEC §5 phone input `+38 (0##) ### ## ##`, formatted by the domain's phone helper. */
export const PHONE_INPUT_MASK: InputMask = {
  pattern: PHONE_MASK,
  format: formatPhoneMask,
  caret: phoneCaret,
  isWhole: (pasted) => normalizeUaPhone(pasted) !== null,
};

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Shown under the field and announced; marks the input aria-invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Formats the value on every change; `pattern` (`#` = digit) is shown as the placeholder. */
  mask?: InputMask;
  ref?: Ref<HTMLInputElement>;
}

export function Input({
  label,
  error,
  hint,
  mask,
  id,
  className,
  onChange,
  onPaste,
  required,
  ...rest
}: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  useEarlyInput(inputId);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.target;
    if (mask) {
      const raw = el.value;
      const at = el.selectionStart;
      el.value = mask.format(raw);
      // Writing the value throws the caret to the end: put it back by the digit it was next to.
      if (mask.caret && at !== null && el.ownerDocument.activeElement === el) {
        const forward = (event.nativeEvent as InputEvent).inputType === 'deleteContentForward';
        const next = mask.caret(raw, at, forward);
        el.setSelectionRange(next, next);
      }
    }
    onChange?.(event);
  };

  // A whole number pasted into a field that already holds one replaces it rather than mixing digits.
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (mask?.isWhole?.(event.clipboardData.getData('text'))) {
      event.currentTarget.setSelectionRange(0, event.currentTarget.value.length);
    }
    onPaste?.(event);
  };

  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        {...rest}
        id={inputId}
        className="field__control"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={rest.placeholder ?? (mask ? mask.pattern.replaceAll('#', '_') : undefined)}
        inputMode={rest.inputMode ?? (mask ? 'tel' : undefined)}
        onChange={handleChange}
        onPaste={handlePaste}
      />
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
