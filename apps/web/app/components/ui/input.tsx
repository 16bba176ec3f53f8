import { PHONE_MASK, formatPhoneMask } from '@posylka/domain';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './field.css';

export interface InputMask {
  pattern: string;
  format: (raw: string) => string;
}

/** SPEC §5 phone input `+38 (0##) ### ## ##`, formatted by the domain's phone helper. */
export const PHONE_INPUT_MASK: InputMask = { pattern: PHONE_MASK, format: formatPhoneMask };

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** Shown under the field and announced; marks the input aria-invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Formats the value on every change; `pattern` (`#` = digit) is shown as the placeholder. */
  mask?: InputMask;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ label, error, hint, mask, id, className, onChange, required, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (mask) event.target.value = mask.format(event.target.value);
    onChange?.(event);
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
