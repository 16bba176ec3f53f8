import {
  ORDER_LIST_SEARCH_DEBOUNCE_MS,
  ORDER_LIST_SEARCH_MAX,
  ORDER_TYPES,
  isOrderType,
} from '@posylka/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Input } from '../../components/ui/input.js';
import { Select } from '../../components/ui/select.js';
import { CountryFlag } from '../../components/flags/index.js';
import type { OrdersListQuery } from './list-query.js';
import { useDebouncedCallback } from './use-debounced.js';

export interface OrdersCountryOption {
  code: string;
  text: string;
  icon: string;
}

const ALL = '';

/**
 * Search (applied a moment after the last keystroke, or at once with Enter), country and type.
 * Every change starts again from page 1 of the current tab.
 */
export function OrdersFilters({
  query,
  countries,
  onChange,
}: {
  query: OrdersListQuery;
  countries: readonly OrdersCountryOption[];
  onChange: (next: OrdersListQuery, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useState(query.search);
  // The search this box last sent: when its list arrives the box keeps what was typed meanwhile.
  const sent = useRef(query.search);
  const send = (next: OrdersListQuery, replace: boolean) => {
    sent.current = next.search.trim();
    onChange(next, { replace });
  };
  const debounced = useDebouncedCallback(
    (text: string) => send({ ...query, search: text, page: 1 }, true),
    ORDER_LIST_SEARCH_DEBOUNCE_MS,
  );

  // Back/forward or a reset link changed the address: show that page's search.
  useEffect(() => {
    if (query.search === sent.current) return;
    sent.current = query.search;
    setSearch(query.search);
  }, [query.search]);

  const apply = (next: Partial<OrdersListQuery>) => {
    debounced.cancel();
    send({ ...query, search, ...next, page: 1 }, false);
  };

  return (
    <form
      className="orders-filters"
      role="search"
      aria-label={t('list.filtersLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <Input
        className="orders-filters__search"
        label={t('list.search')}
        type="search"
        name="search"
        value={search}
        maxLength={ORDER_LIST_SEARCH_MAX}
        placeholder={t('list.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => {
          setSearch(event.target.value);
          debounced.run(event.target.value);
        }}
      />
      <Select
        label={t('list.country')}
        value={query.country ?? ALL}
        options={[
          { value: ALL, label: t('list.allCountries') },
          ...countries.map((c) => ({ value: c.code, label: c.text, icon: <CountryFlag code={c.code} /> })),
        ]}
        onChange={(value) => apply({ country: value === ALL ? null : value })}
      />
      <Select
        label={t('list.type')}
        value={query.type ?? ALL}
        options={[
          { value: ALL, label: t('list.allTypes') },
          ...ORDER_TYPES.map((type) => ({ value: type, label: t(`list.types.${type}`) })),
        ]}
        onChange={(value) => apply({ type: isOrderType(value) ? value : null })}
      />
    </form>
  );
}
