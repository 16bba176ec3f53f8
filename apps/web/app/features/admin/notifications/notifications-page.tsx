import {
  ADMIN_NOTIFICATION_STATUSES,
  type AdminNotificationDelivery,
  type AdminNotificationStatus,
  type AdminNotificationsList,
} from '@posylka/contract';
import { isNotificationEvent, NOTIFICATION_CHANNELS } from '@posylka/domain';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT, type AdminT } from '../admin-i18n.js';
import { AdminFilterForm, AdminListResults, AdminQueryFilter, AdminSelectFilter } from '../admin-list.js';
import { formatDateTime } from '../format.js';
import type { NotificationFilters } from './notifications-query.js';
import { RetryButton, RetryDeadPanel, type RetryResult } from './retry-actions.js';

export interface NotificationsPageData {
  filters: NotificationFilters;
  list: AdminNotificationsList;
}

const BADGE: Record<AdminNotificationStatus, string> = {
  dead: 'admin-badge admin-badge--line-refused',
  pending: 'admin-badge admin-badge--hold',
  sent: 'admin-badge admin-badge--done',
};

const eventName = (event: string, t: AdminT) =>
  isNotificationEvent(event) ? t(`notifications.events.${event}`) : event;

function OrderLink({ order, t }: { order: AdminNotificationDelivery['order']; t: AdminT }) {
  if (!order) return null;
  const to = order.kind === 'parcel' ? `/admin/parcels/${order.id}` : `/admin/buyouts/${order.id}`;
  return (
    <>
      <br />
      <Link to={to}>{t('notifications.order', { number: order.number })}</Link>
    </>
  );
}

/** Per status, each a link to that list; the dead ones stand out while there are any. */
function StatusCounts({ list, filters }: NotificationsPageData) {
  const t = useAdminT();
  const href = (status: AdminNotificationStatus) =>
    `/admin/notifications?${new URLSearchParams({ status, ...(filters.channel ? { channel: filters.channel } : {}) })}`;
  return (
    <nav aria-label={t('notifications.counts')} data-testid="notification-counts">
      <ul className="admin-tiles admin-messages__counts">
        {ADMIN_NOTIFICATION_STATUSES.map((status) => (
          <li key={status}>
            <Link
              to={href(status)}
              aria-current={status === filters.status ? 'page' : undefined}
              className={`admin-tile${status === 'dead' && list.counts.dead > 0 ? ' admin-tile--alert' : ''}`}
            >
              <strong className="admin-tile__count">{list.counts[status]}</strong>
              <span>{t(`notifications.statuses.${status}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Customer messages (issue 16 item 1): the outbox's deliveries per channel, opening on the dead
 * letters (what never went through), each with its customer, order and last error; "Send again" per
 * row and, after a provider's outage, every dead letter of a channel at once.
 */
export function NotificationsPage({ data }: { data: NotificationsPageData }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const revalidator = useRevalidator();
  const [result, setResult] = useState<RetryResult | null>(null);
  const { filters, list } = data;
  const onResult = (next: RetryResult) => {
    setResult(next);
    void revalidator.revalidate();
  };
  const canRetry = filters.status !== 'sent';
  const columns = [
    t('notifications.message'),
    t('notifications.customer'),
    t('notifications.recipient'),
    t('notifications.status'),
    t('notifications.lastError'),
    ...(canRetry ? [t('notifications.action')] : []),
  ];
  return (
    <section className="admin-page admin-messages" aria-labelledby="admin-notifications-title">
      <h1 id="admin-notifications-title">{t('notifications.title')}</h1>
      <p className="admin-lead">{t('notifications.lead')}</p>
      <StatusCounts list={list} filters={filters} />
      <p
        role="status"
        className={result ? `admin-notice admin-notice--${result.kind}` : 'visually-hidden'}
        data-testid="notification-result"
      >
        {result?.text}
      </p>
      {filters.status === 'dead' && <RetryDeadPanel deadByChannel={list.deadByChannel} onResult={onResult} />}

      <AdminFilterForm search resetTo="/admin/notifications">
        <AdminSelectFilter
          id="admin-notifications-status"
          name="status"
          label={t('notifications.status')}
          defaultValue={filters.status}
          options={ADMIN_NOTIFICATION_STATUSES.map((status) => ({
            value: status,
            label: t(`notifications.statuses.${status}`),
          }))}
        />
        <AdminSelectFilter
          id="admin-notifications-channel"
          name="channel"
          label={t('notifications.channel')}
          defaultValue={filters.channel}
          anyLabel={t('notifications.anyChannel')}
          options={NOTIFICATION_CHANNELS.map((channel) => ({
            value: channel,
            label: t(`notifications.channels.${channel}`),
          }))}
        />
        <AdminQueryFilter
          id="admin-notifications-query"
          name="query"
          type="search"
          label={t('notifications.query')}
          defaultValue={filters.query}
        />
      </AdminFilterForm>

      {filters.status === 'dead' && list.counts.dead === 0 ? (
        <p className="admin-notice admin-notice--success">{t('notifications.noDead')}</p>
      ) : (
        <AdminListResults
          list={list}
          caption={t(`notifications.statuses.${filters.status}`)}
          columns={columns}
        >
          {list.items.map((item) => (
            <tr key={item.id} data-testid="notification-row">
              <th scope="row" data-label={t('notifications.message')}>
                {eventName(item.event, t)}
                <br />
                <span className="admin-hint">
                  {t('notifications.created', { date: formatDateTime(item.createdAt, locale) })}
                </span>
                <OrderLink order={item.order} t={t} />
              </th>
              <td data-label={t('notifications.customer')}>
                {item.customer.email}
                <br />
                <span className="admin-mono admin-hint">{item.customer.customerCode}</span>
              </td>
              <td data-label={t('notifications.recipient')}>
                {t(`notifications.channels.${item.channel}`)}
                <br />
                <span className="admin-mono">{item.recipient}</span>
              </td>
              <td data-label={t('notifications.status')}>
                <span className={BADGE[item.status]}>{t(`notifications.statusOne.${item.status}`)}</span>
                <br />
                <span className="admin-hint">
                  {t('notifications.attemptsCount', { count: item.attempts })}
                </span>
                {item.nextAttemptAt && (
                  <span className="admin-hint admin-messages__when">
                    {t('notifications.nextAttempt', { date: formatDateTime(item.nextAttemptAt, locale) })}
                  </span>
                )}
                {item.sentAt && (
                  <span className="admin-hint admin-messages__when">
                    {t('notifications.sentAt', { date: formatDateTime(item.sentAt, locale) })}
                  </span>
                )}
              </td>
              <td data-label={t('notifications.lastError')} className="admin-messages__error">
                {item.lastError ?? '—'}
              </td>
              {canRetry && (
                <td data-label={t('notifications.action')}>
                  {item.status !== 'sent' && (
                    <RetryButton
                      deliveryId={item.id}
                      recipient={item.recipient}
                      label={t('notifications.retryLabel', {
                        event: eventName(item.event, t),
                        recipient: item.recipient,
                      })}
                      onResult={onResult}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </AdminListResults>
      )}
    </section>
  );
}
