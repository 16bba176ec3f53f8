import type { CompanyItem } from '@posylka/contract';
import { useId } from 'react';
import { useEarlyInput } from '../../../components/hydration/early-input.js';
import { useTranslation } from '../../../i18n/use-translation.js';

export interface CompanyFieldProps {
  companies: readonly CompanyItem[];
  /** Text in the input: the chosen company's name or the free text. */
  text: string;
  onChange: (change: { company: string; companyName: string }) => void;
  onBlur: () => void;
  disabled: boolean;
  error?: string | undefined;
}

/**
 * The company select of step 1: "disabled until a country is chosen, free text allowed" (SPEC §2).
 * A native input with a datalist gives suggestions, keyboard use and free text at once; a typed name
 * that matches a listed company picks that company.
 */
export function CompanyField({ companies, text, onChange, onBlur, disabled, error }: CompanyFieldProps) {
  const { t } = useTranslation('forwarding');
  const id = useId();
  const listId = `${id}-list`;
  useEarlyInput(id);
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {t('order.company')}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        className="field__control"
        list={listId}
        autoComplete="off"
        disabled={disabled}
        placeholder={disabled ? t('order.companyNeedsCountry') : t('order.companyPlaceholder')}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          const typed = event.target.value;
          const match = companies.find(
            (c) => c.name.toLocaleLowerCase() === typed.trim().toLocaleLowerCase(),
          );
          onChange(
            match
              ? { company: String(match.id), companyName: match.name }
              : { company: '', companyName: typed },
          );
        }}
        onBlur={onBlur}
      />
      <datalist id={listId}>
        {companies.map((company) => (
          <option key={company.id} value={company.name}>
            {company.label}
          </option>
        ))}
      </datalist>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
