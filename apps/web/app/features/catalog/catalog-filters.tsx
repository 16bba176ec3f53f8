import {
  CATALOG_SEARCH_DEBOUNCE_MS,
  CATALOG_SEARCH_MAX,
  CATALOG_SORTS,
  isCatalogSort,
  isCountryCode,
  isShopCategorySlug,
  type CatalogFilter,
} from '@posylka/domain';
import type { ShopCategory } from '@posylka/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Input } from '../../components/ui/input.js';
import { Select } from '../../components/ui/select.js';
import { useDebouncedCallback } from './use-debounced.js';

export interface CountryOption {
  code: string;
  text: string;
}

interface Props {
  filter: CatalogFilter;
  categories: readonly ShopCategory[];
  countries: readonly CountryOption[];
  /** Navigates to the filter's address (page reset by the caller). */
  onChange: (next: CatalogFilter) => void;
}

const ALL = '';

/**
 * Country, category and sort apply at once; the search applies 1 s after the last keystroke
 * (Enter applies it at once). Every change rewrites the address and starts again from page 1.
 */
export function CatalogFilters({ filter, categories, countries, onChange }: Props) {
  const { t } = useTranslation('catalog');
  const [search, setSearch] = useState(filter.search);
  // The search this box last sent: when its page arrives the box keeps what was typed meanwhile.
  const sent = useRef(filter.search);
  const send = (next: CatalogFilter) => {
    // As the address will carry it (trimmed), so a trailing space being typed is not undone.
    sent.current = next.search.trim();
    onChange(next);
  };
  const debounced = useDebouncedCallback(
    (text: string) => send({ ...filter, search: text, page: 1 }),
    CATALOG_SEARCH_DEBOUNCE_MS,
  );

  // Back/forward, a link or "clear filters" changed the address: show the search of that page.
  useEffect(() => {
    if (filter.search === sent.current) return;
    sent.current = filter.search;
    setSearch(filter.search);
  }, [filter.search]);

  const apply = (next: Partial<CatalogFilter>) => {
    debounced.cancel();
    send({ ...filter, search, ...next, page: 1 });
  };

  return (
    <form
      className="catalog-filters card"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        apply({});
      }}
    >
      <Input
        label={t('filters.search')}
        type="search"
        name="search"
        value={search}
        maxLength={CATALOG_SEARCH_MAX}
        placeholder={t('filters.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => {
          setSearch(event.target.value);
          debounced.run(event.target.value);
        }}
      />
      <Select
        id="catalog-country"
        label={t('filters.country')}
        value={filter.country ?? ALL}
        options={[
          { value: ALL, label: t('filters.allCountries') },
          ...countries.map((c) => ({ value: c.code, label: c.text })),
        ]}
        onChange={(value) => apply({ country: isCountryCode(value) ? value : undefined })}
      />
      <Select
        id="catalog-category"
        label={t('filters.category')}
        value={filter.category ?? ALL}
        options={[
          { value: ALL, label: t('filters.allCategories') },
          ...categories.map((c) => ({ value: c.slug, label: c.name })),
        ]}
        onChange={(value) => apply({ category: isShopCategorySlug(value) ? value : undefined })}
      />
      <Select
        id="catalog-sort"
        label={t('filters.sort')}
        value={filter.sortBy}
        options={CATALOG_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        onChange={(value) => apply({ sortBy: isCatalogSort(value) ? value : 'popular' })}
      />
    </form>
  );
}
