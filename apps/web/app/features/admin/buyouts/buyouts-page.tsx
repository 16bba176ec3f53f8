import {
  ADMIN_BUYOUT_QUEUE_FILTERS,
  type AdminBuyoutQueue,
  type AdminBuyoutQueueFilter,
} from '@posylka/contract';
import { formatMoney } from '@posylka/domain';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.js';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT, type AdminT } from '../admin-i18n.js';
import { formatCountdown, formatDateTime } from '../format.js';
import { AdminPagination } from '../pagination.js';
import { useNow } from '../use-now.js';
import type { BuyoutFilters } from './buyout-query.js';

export interface BuyoutsPageData {
  filters: BuyoutFilters;
  queue: AdminBuyoutQueue;
  /** When the loader read the queue (ISO): the countdowns' first "now". */
  loadedAt: string;
}

export function filterLabel(filter: AdminBuyoutQueueFilter, t: AdminT): string {
  if (filter === 'open' || filter === 'bought' || filter === 'all') return t(`buyouts.filters.${filter}`);
  return t(`buyoutStatus.${filter}`);
}

/**
 * The buy-out queue (issue 6): paid orders, oldest payment first, each with the time left of its
 * 72 hours ("buy within 72 hours") or how long it is overdue.
 */
export function BuyoutsPage({ data }: { data: BuyoutsPageData }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const now = useNow(data.loadedAt);
  const { filters, queue } = data;
  return (
    <section className="admin-page" aria-labelledby="admin-buyouts-title">
      <h1 id="admin-buyouts-title">{t('buyouts.title')}</h1>
      <p className="admin-lead">{t('buyouts.lead')}</p>
      <Form method="get" className="admin-filters" role="search">
        <div className="field">
          <label className="field__label" htmlFor="admin-buyouts-status">
            {t('buyouts.filter')}
          </label>
          <select
            id="admin-buyouts-status"
            name="status"
            className="field__control"
            defaultValue={filters.status}
          >
            {ADMIN_BUYOUT_QUEUE_FILTERS.map((f) => (
              <option key={f} value={f}>
                {filterLabel(f, t)}
              </option>
            ))}
          </select>
        </div>
        <div className="field admin-filters__query">
          <label className="field__label" htmlFor="admin-buyouts-query">
            {t('buyouts.query')}
          </label>
          <input
            id="admin-buyouts-query"
            name="query"
            type="search"
            className="field__control"
            defaultValue={filters.query}
            autoComplete="off"
          />
        </div>
        <div className="admin-filters__buttons">
          <button type="submit" className={buttonClass('primary')}>
            <span className="button__label">{t('common.search')}</span>
          </button>
        </div>
      </Form>
      <p className="admin-hint">{t('common.total', { count: queue.total })}</p>
      {queue.items.length === 0 ? (
        <p className="admin-notice">{t('common.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('common.number')}</th>
                <th scope="col">{t('common.customer')}</th>
                <th scope="col">{t('buyouts.total')}</th>
                <th scope="col">{t('buyouts.paidAt')}</th>
                <th scope="col">{t('buyouts.buyBefore')}</th>
                <th scope="col">{t('buyouts.lines')}</th>
                <th scope="col">{t('common.state')}</th>
              </tr>
            </thead>
            <tbody>
              {queue.items.map((item) => {
                const countdown =
                  item.buyBefore && !item.boughtAt ? formatCountdown(item.buyBefore, now, t) : null;
                return (
                  <tr key={item.id} className={item.overdue ? 'admin-table__row--alert' : undefined}>
                    <th scope="row">
                      <Link to={`/admin/buyouts/${item.id}`}>{item.number}</Link>
                      <br />
                      <span className="admin-hint">{item.name}</span>
                    </th>
                    <td>
                      <span className="admin-mono">{item.customer.customerCode}</span>
                      <br />
                      <span className="admin-hint">{item.customer.email}</span>
                    </td>
                    <td>{formatMoney(item.total, locale)}</td>
                    <td>{formatDateTime(item.paidAt, locale)}</td>
                    <td>
                      {formatDateTime(item.buyBefore, locale)}
                      {countdown && (
                        <>
                          <br />
                          <span
                            className={
                              // Waiting for the customer is not the buyer's delay (server: overdue false).
                              (countdown.overdue && !item.waitingForCustomer) || item.overdue
                                ? 'admin-overdue'
                                : 'admin-hint'
                            }
                          >
                            {countdown.text}
                          </span>
                        </>
                      )}
                      {item.waitingForCustomer && (
                        <>
                          <br />
                          <span className="admin-hint">{t('buyouts.waitingForCustomer')}</span>
                        </>
                      )}
                    </td>
                    <td>
                      {t('buyouts.linesValue', { done: item.linesDone, total: item.linesTotal })}
                      {item.linesAsking > 0 && (
                        <>
                          <br />
                          <span className="admin-hint">
                            {t('buyouts.asking', { count: item.linesAsking })}
                          </span>
                        </>
                      )}
                      {item.linesAwaitingSurcharge > 0 && (
                        <>
                          <br />
                          <span className="admin-hint">
                            {t('buyouts.awaitingSurcharge', { count: item.linesAwaitingSurcharge })}
                          </span>
                        </>
                      )}
                    </td>
                    <td>{t(`buyoutStatus.${item.status}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination page={queue.page} total={queue.total} countPerPage={queue.countPerPage} />
    </section>
  );
}
