import type { DictionaryCity as City } from '@posylka/contract';
import { CITY_SEARCH_DEBOUNCE_MS, cityQuerySchema } from '@posylka/domain';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Combobox } from '../../components/ui/combobox.js';

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
  ref?: Ref<HTMLInputElement>;
}

/**
 * City search over the Nova Poshta directory (SPEC §7: debounced 600 ms) in the design system's
 * combobox: the list opens with the "2+ letters" hint, then says it is searching, shows the cities,
 * "no results" or a failure with a retry.
 */
export function CityAutocomplete({ label, value, onChange, onBlur, error, id, ref }: CityAutocompleteProps) {
  const { t } = useTranslation('addresses');
  const { t: tc } = useTranslation('common');
  const api = useApi();

  const [query, setQuery] = useState('');
  const [cities, setCities] = useState<City[]>([]);
  const [status, setStatus] = useState<Status>('short');
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

  const statusLine =
    status === 'short' ? (
      t('form.cityHint')
    ) : status === 'loading' ? (
      t('form.searching')
    ) : status === 'failed' ? (
      <>
        {t('form.cityFailed')}{' '}
        <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
          {t('form.retry')}
        </button>
      </>
    ) : cities.length === 0 ? (
      tc('ui.noResults')
    ) : null;

  return (
    <Combobox
      label={label}
      items={status === 'done' ? cities : []}
      itemToKey={(city) => city.ref}
      itemToString={(city) => city.fullName}
      renderItem={(city) => (
        <>
          {city.fullName}
          {city.settlementType && <span className="city-option__type"> · {city.settlementType}</span>}
        </>
      )}
      selectedKey={value?.ref ?? null}
      selectedLabel={value?.fullName ?? ''}
      onSelect={(city) => onChange({ ref: city.ref, fullName: city.fullName })}
      onInputChange={setQuery}
      openOnFocus
      status={statusLine}
      placeholder={t('form.cityPlaceholder')}
      hint={value ? undefined : t('form.cityHint')}
      error={error}
      onBlur={onBlur}
      id={id}
      ref={ref}
    />
  );
}
