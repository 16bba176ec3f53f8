import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './field.css';
import './select.css';

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
}

/**
 * A searchable select following the ARIA combobox pattern: the input filters, the listbox shows
 * matches ("no results" when none, SPEC §8); ArrowUp/Down move, Enter picks, Escape closes.
 */
export function Select({ label, options, value, onChange, placeholder, error, disabled, id }: SelectProps) {
  const { t } = useTranslation('common');
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-list`;
  const errorId = error ? `${inputId}-error` : undefined;
  const selected = options.find((o) => o.value === value) ?? null;

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const matches = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return q ? options.filter((o) => o.label.toLocaleLowerCase().includes(q)) : options;
  }, [options, query]);

  const openList = () => {
    if (disabled) return;
    const index = matches.findIndex((o) => o.value === value);
    setActive(Math.max(index, 0));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (option: SelectOption | undefined) => {
    if (!option || option.disabled) return;
    onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => Math.min(i + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (open) {
          event.preventDefault();
          pick(matches[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const activeId = open && matches[active] ? `${inputId}-opt-${active}` : undefined;

  return (
    <div className={['field', 'select', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="select__box">
        <input
          ref={inputRef}
          id={inputId}
          className="field__control select__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          autoComplete="off"
          disabled={disabled}
          placeholder={selected?.label ?? placeholder ?? t('ui.selectPlaceholder')}
          value={open ? query : (selected?.label ?? '')}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            if (!open) setOpen(true);
          }}
          onClick={() => (open ? close() : openList())}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <span className="select__chevron" aria-hidden="true" />
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="select__list" hidden={!open}>
        {matches.map((option, index) => (
          <li
            key={option.value}
            id={`${inputId}-opt-${index}`}
            role="option"
            aria-selected={option.value === value}
            aria-disabled={option.disabled || undefined}
            className={['select__option', index === active ? 'select__option--active' : '']
              .filter(Boolean)
              .join(' ')}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(option);
            }}
            onMouseEnter={() => setActive(index)}
          >
            {option.icon}
            {option.label}
          </li>
        ))}
        {matches.length === 0 && <li className="select__empty">{t('ui.noResults')}</li>}
      </ul>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
