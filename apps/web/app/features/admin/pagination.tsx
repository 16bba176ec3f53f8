import { pageCount } from '@posylka/domain';
import { Link, useLocation } from 'react-router';
import { useAdminT } from './admin-i18n.js';

/** Previous / next links that keep the list's other filters in the address. */
export function AdminPagination({
  page,
  total,
  countPerPage,
}: {
  page: number;
  total: number;
  countPerPage: number;
}) {
  const t = useAdminT();
  const { pathname, search } = useLocation();
  const pages = pageCount(total, countPerPage);
  if (pages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(n));
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav className="admin-pages" aria-label={t('common.pagination')}>
      {page > 1 ? <Link to={to(page - 1)}>← {t('common.prev')}</Link> : <span />}
      <span>{t('common.pageOf', { page, pages })}</span>
      {page < pages ? <Link to={to(page + 1)}>{t('common.next')} →</Link> : <span />}
    </nav>
  );
}
