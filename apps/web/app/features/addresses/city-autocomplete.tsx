import type { DictionaryCity as City } from '@posylka/contract';
import { CITY_SEARCH_DEBOUNCE_MS, cityQuerySchema } from '@posylka/domain';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/api-provider.js';
import '../../components/ui/field.css';
import '../../components/ui/select.css';

export interface PickedCity {
  ref: string;
  fullName: string;
}

type Status = 'short' | 'loading' | 'done' | 'failed';

export interface CityAutocompleteProps {
  label: string;
  value: PickedCity | null;
  onChange: (city: PickedCity) => void;
  onBlur?: () => void;
  error?: string | undefined;
  id?: string;
}

/**
 * City search over the Nova Poshta directory (SPEC §7: debounced 600 ms), as an ARIA combobox: type
 * 2+ letters, ArrowUp/Down move, Enter picks, Escape closes. "No results" when nothing matches.
 */
export function CityAutocomplete({ label, value, onChange, onBlur, error, id }: CityAutocompleteProps) {
  const { t } = useTranslation('addresses');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-list`;
  const errorId = error ? `${inputId}-error` : undefined;

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [cities, setCities] = useState<City[]>([]);
  const [status, setStatus] = useState<Status>('short');
  const [active, setActive] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The same "at least 2 letters" rule the server applies to ?query=.
    if (!cityQuerySchema.safeParse({ query }).success) {
      setStatus('short');
      setCities([]);
      return;
    }
    setStatus('loading');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.dictionary
        .cities(query, { signal: controller.signal, noErrorToast: true })
        .then((found) => {
          setCities(found);
          setActive(0);
          setStatus('done');
        })
        .catch(() => {
          if (!controller.signal.aborted) setStatus('failed');
        });
    }, CITY_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, attempt]);

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (city: City | undefined) => {
    if (!city) return;
    onChange({ ref: city.ref, fullName: city.fullName });
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, Math.max(cities.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && open && status === 'done') {
      event.preventDefault();
      pick(cities[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const showOptions = status === 'done' && cities.length > 0;
  const activeId = open && showOptions ? `${inputId}-opt-${active}` : undefined;
  const hintId = `${inputId}-hint`;

  return (
    <div className={['field', 'select', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="select__box">
        <input
          id={inputId}
          className="field__control select__input"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, value ? '' : hintId].filter(Boolean).join(' ') || undefined}
          autoComplete="off"
          placeholder={value?.fullName ?? t('form.cityPlaceholder')}
          value={open ? query : (value?.fullName ?? '')}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
        />
        <span className="select__chevron" aria-hidden="true" />
      </div>
      <ul id={listId} role="listbox" aria-label={label} className="select__list" hidden={!open}>
        {showOptions &&
          cities.map((city, index) => (
            <li
              key={city.ref}
              id={`${inputId}-opt-${index}`}
              role="option"
              aria-selected={city.ref === value?.ref}
              className={['select__option', index === active ? 'select__option--active' : '']
                .filter(Boolean)
                .join(' ')}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(city);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {city.fullName}
              {city.settlementType && <span className="city-option__type"> · {city.settlementType}</span>}
            </li>
          ))}
        {status === 'short' && <li className="select__empty">{t('form.cityHint')}</li>}
        {status === 'loading' && (
          <li className="select__empty" aria-live="polite">
            {t('form.searching')}
          </li>
        )}
        {status === 'done' && cities.length === 0 && <li className="select__empty">{tc('ui.noResults')}</li>}
        {status === 'failed' && (
          <li className="select__empty">
            {t('form.cityFailed')}{' '}
            <button
              type="button"
              className="link-button"
              onMouseDown={(e) => {
                e.preventDefault();
                setAttempt((n) => n + 1);
              }}
            >
              {t('form.retry')}
            </button>
          </li>
        )}
      </ul>
      {!value && !error && (
        <p className="field__hint" id={hintId}>
          {t('form.cityHint')}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
