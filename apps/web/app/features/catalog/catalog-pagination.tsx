import { buildCatalogPath, paginationWindow, type CatalogFilter } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** SPEC §2: a window of 5 pages with previous/next; the caller hides it for en and a single page. */
export function CatalogPagination({ filter, pages }: { filter: CatalogFilter; pages: number }) {
  const { t } = useTranslation('catalog');
  const to = useLocalizedPath();
  const href = (page: number) => to(buildCatalogPath({ ...filter, page }));
  const current = filter.page;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {current > 1 && (
        <Link className="pagination__step" to={href(current - 1)} aria-label={t('pagination.previous')}>
          ‹
        </Link>
      )}
      <ul className="pagination__pages">
        {paginationWindow(current, pages).map((page) => (
          <li key={page}>
            <Link
              className={page === current ? 'pagination__page pagination__page--current' : 'pagination__page'}
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
        <Link className="pagination__step" to={href(current + 1)} aria-label={t('pagination.next')}>
          ›
        </Link>
      )}
    </nav>
  );
}
