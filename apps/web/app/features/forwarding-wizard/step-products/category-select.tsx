import type { CategoryItem } from '@posylka/contract';
import { UI_TIMINGS } from '@posylka/domain';
import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useApi } from '../../../api/api-provider.js';
import { Combobox } from '../../../components/ui/combobox.js';
import { wizardApi } from '../wizard-api.js';

export interface CategorySelectProps {
  label: string;
  value: { id: string; name: string } | null;
  onChange: (category: CategoryItem) => void;
  onBlur?: () => void;
  disabled?: boolean;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

type Page = { items: CategoryItem[]; total: number; page: number };

/**
 * Goods category select: searchable (debounced 600 ms like the other dictionary searches, SPEC §9)
 * with infinite scroll over GET /extra/categories pages (SPEC §7), in the design system's combobox.
 * The next page loads when the list is scrolled or arrowed near its end.
 */
export function CategorySelect({
  label,
  value,
  onChange,
  onBlur,
  disabled,
  error,
  ref,
}: CategorySelectProps) {
  const { t } = useTranslation('forwarding');
  const { t: tc } = useTranslation('common');
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [data, setData] = useState<Page | null>(null);
  const [loading, setLoading] = useState(false);

  const load = (search: string, page: number, signal?: AbortSignal) => {
    setLoading(true);
    return wizardApi(api)
      .categories(search, page)
      .then((answer) => {
        if (signal?.aborted) return;
        setData((prev) => ({
          items: page === 1 || !prev ? answer.items : [...prev.items, ...answer.items],
          total: answer.total,
          page,
        }));
      })
      .catch(() => undefined)
      .finally(() => {
        if (!signal?.aborted) setLoading(false);
      });
  };

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => void load(query.trim(), 1, controller.signal),
      query ? UI_TIMINGS.categorySearchDebounceMs : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load is recreated each render; query/open drive it
  }, [open, query]);

  const items = data?.items ?? [];
  const hasMore = data ? data.items.length < data.total : false;
  const loadMore = () => {
    if (loading || !hasMore || !data) return;
    void load(query.trim(), data.page + 1);
  };

  return (
    <Combobox
      label={label}
      items={items}
      itemToKey={(category) => String(category.id)}
      itemToString={(category) => category.name}
      selectedKey={value?.id ?? null}
      selectedLabel={value?.name ?? ''}
      onSelect={onChange}
      onInputChange={setQuery}
      onOpenChange={setOpen}
      onNearEnd={loadMore}
      openOnFocus
      status={loading ? t('products.loading') : data && items.length === 0 ? tc('ui.noResults') : null}
      placeholder={t('products.categoryPlaceholder')}
      disabled={disabled}
      error={error}
      onBlur={onBlur}
      ref={ref}
    />
  );
}
