import { paginationWindow } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { ordersQueryString, type OrdersListQuery } from './list-query.js';

/** Previous/next and a window of 5 pages (as the catalogue, SPEC §2); hidden for a single page. */
export function OrdersPagination({ query, pages }: { query: OrdersListQuery; pages: number }) {
  const { t } = useTranslation('orders');
  const to = useLocalizedPath();
  if (pages <= 1) return null;
  const href = (page: number) => to('/orders') + ordersQueryString({ ...query, page });
  const current = query.page;
  return (
    <nav className="orders-pagination" aria-label={t('pagination.label')}>
      {current > 1 && (
        <Link
          className="orders-pagination__step"
          to={href(current - 1)}
          aria-label={t('pagination.previous')}
        >
          ‹
        </Link>
      )}
      <ul className="orders-pagination__pages">
        {paginationWindow(current, pages).map((page) => (
          <li key={page}>
            <Link
              className={
                page === current
                  ? 'orders-pagination__page orders-pagination__page--current'
                  : 'orders-pagination__page'
              }
              to={href(page)}
              aria-label={t('pagination.page', { page })}
              aria-current={page === current ? 'page' : undefined}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
      {current < pages && (
        <Link className="orders-pagination__step" to={href(current + 1)} aria-label={t('pagination.next')}>
          ›
        </Link>
      )}
    </nav>
  );
}
