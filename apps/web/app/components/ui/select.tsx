import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Combobox } from './combobox.js';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** A decorative picture before the label in the list (a country's flag); the input shows the label. */
  icon?: ReactNode;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | undefined;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable select over a list known in advance: the combobox filters the options by the typed
 * text and says "no results" when none match (SPEC §8). A click opens and closes the list.
 */
export function Select({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  disabled,
  id,
  ref,
}: SelectProps) {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const selected = options.find((o) => o.value === value) ?? null;

  const matches = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return q ? options.filter((o) => o.label.toLocaleLowerCase().includes(q)) : options;
  }, [options, query]);

  return (
    <Combobox
      label={label}
      items={matches}
      itemToKey={(option) => option.value}
      itemToString={(option) => option.label}
      renderItem={(option) => (
        <>
          {option.icon}
          {option.label}
        </>
      )}
      isItemDisabled={(option) => Boolean(option.disabled)}
      selectedKey={selected?.value ?? null}
      selectedLabel={selected?.label ?? ''}
      onSelect={(option) => onChange(option.value)}
      onInputChange={setQuery}
      status={matches.length === 0 ? t('ui.noResults') : null}
      placeholder={placeholder ?? t('ui.selectPlaceholder')}
      error={error}
      disabled={disabled}
      id={id}
      ref={ref}
    />
  );
}
