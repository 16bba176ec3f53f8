import {
  ADMIN_BUYOUT_QUEUE_FILTERS,
  type AdminBuyoutQueue,
  type AdminBuyoutQueueFilter,
} from '@posylka/contract';
import { formatMoney } from '@posylka/domain';
import { Link } from 'react-router';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT, type AdminT } from '../admin-i18n.js';
import { AdminFilterForm, AdminListResults, AdminQueryFilter, AdminSelectFilter } from '../admin-list.js';
import { formatCountdown, formatDateTime } from '../format.js';
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
      <AdminFilterForm search>
        <AdminSelectFilter
          id="admin-buyouts-status"
          name="status"
          label={t('buyouts.filter')}
          defaultValue={filters.status}
          options={ADMIN_BUYOUT_QUEUE_FILTERS.map((f) => ({ value: f, label: filterLabel(f, t) }))}
        />
        <AdminQueryFilter
          id="admin-buyouts-query"
          name="query"
          type="search"
          label={t('buyouts.query')}
          defaultValue={filters.query}
        />
      </AdminFilterForm>
      <AdminListResults
        list={queue}
        columns={[
          t('common.number'),
          t('common.customer'),
          t('buyouts.total'),
          t('buyouts.paidAt'),
          t('buyouts.buyBefore'),
          t('buyouts.lines'),
          t('common.state'),
        ]}
      >
        {queue.items.map((item) => {
          const countdown = item.buyBefore && !item.boughtAt ? formatCountdown(item.buyBefore, now, t) : null;
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
                    <span className="admin-hint">{t('buyouts.asking', { count: item.linesAsking })}</span>
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
      </AdminListResults>
    </section>
  );
}
