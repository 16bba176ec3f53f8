import type { CatalogShop, CatalogShopsResponse } from '@posylka/contract';
import type { CatalogFilter } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';

/**
 * The English catalogue has no page links (SPEC §2 hides pagination for en): the next pages are
 * appended below instead. Mount with a key per address so a new filter starts from its first page.
 */
export function useShowMore(filter: CatalogFilter, first: CatalogShopsResponse) {
  const api = useApi();
  const [more, setMore] = useState<CatalogShop[]>([]);
  const [page, setPage] = useState(first.page);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const load = async () => {
    setState('loading');
    try {
      const next = await api.catalog.shops(
        {
          category: filter.category,
          country: filter.country,
          sortBy: filter.sortBy,
          q: filter.search || undefined,
          page: page + 1,
        },
        { noErrorToast: true },
      );
      setMore((items) => [...items, ...next.items]);
      setPage(next.page);
      setState('idle');
    } catch {
      setState('error');
    }
  };
  return { items: [...first.items, ...more], hasMore: page < first.pages, state, load };
}

export function ShowMoreButton({
  state,
  onClick,
}: {
  state: 'idle' | 'loading' | 'error';
  onClick: () => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className="catalog-more">
      {state === 'error' && (
        <p className="notice notice--error" role="alert">
          {t('moreError')}
        </p>
      )}
      <Button
        variant="secondary"
        onClick={onClick}
        disabled={state === 'loading'}
        aria-busy={state === 'loading'}
      >
        {state === 'error' ? t('actions.retry', { ns: 'common' }) : t('more')}
      </Button>
    </div>
  );
}
