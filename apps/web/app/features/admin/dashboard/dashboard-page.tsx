import type { ShipmentState } from '@posylka/domain';
import { Link } from 'react-router';
import { useAdminT, type AdminKey } from '../admin-i18n.js';
import type { DashboardData } from './dashboard-load.js';

const GROUPS: ReadonlyArray<{ title: AdminKey; states: readonly ShipmentState[] }> = [
  {
    title: 'dashboard.warehouse',
    states: [
      'declared',
      'unregistered',
      'at_warehouse',
      'held',
      'paused',
      'delayed',
      'restricted',
      'consolidated',
    ],
  },
  { title: 'dashboard.transit', states: ['dispatched', 'in_transit', 'customs', 'arrived', 'handed_to_np'] },
  { title: 'dashboard.done', states: ['received', 'disposed'] },
];

/**
 * The console's first page: parcels per state (each a link to that list), the buy-out queue, and the
 * customer messages that never went through when there are any.
 */
export function DashboardPage({ data }: { data: DashboardData }) {
  const t = useAdminT();
  return (
    <section className="admin-page" aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title">{t('dashboard.title')}</h1>
      <p className="admin-lead">{t('dashboard.lead')}</p>
      {/* Only when something never went through: shown first, as what to look at first. */}
      {data.deadLetters !== null && data.deadLetters > 0 && (
        <section className="admin-dash-group" aria-label={t('dashboard.messages')}>
          <h2>{t('dashboard.messages')}</h2>
          <ul className="admin-tiles">
            <li>
              <Link to="/admin/notifications?status=dead" className="admin-tile admin-tile--alert">
                <strong className="admin-tile__count">{data.deadLetters}</strong>
                <span>{t('dashboard.deadLetters')}</span>
              </Link>
            </li>
          </ul>
        </section>
      )}
      {GROUPS.map((group) => (
        <section key={group.title} className="admin-dash-group" aria-label={t(group.title)}>
          <h2>{t(group.title)}</h2>
          <ul className="admin-tiles">
            {group.states.map((state) => (
              <li key={state}>
                <Link to={`/admin/parcels?state=${state}`} className="admin-tile">
                  <strong className="admin-tile__count">{data.counts[state] ?? '—'}</strong>
                  <span>{t(`states.${state}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="admin-dash-group" aria-label={t('dashboard.buyouts')}>
        <h2>{t('dashboard.buyouts')}</h2>
        {data.buyouts ? (
          <ul className="admin-tiles">
            <li>
              <Link to="/admin/buyouts" className="admin-tile">
                <strong className="admin-tile__count">{data.buyouts.open}</strong>
                <span>{t('dashboard.buyoutsOpen')}</span>
              </Link>
            </li>
            <li>
              <Link
                to="/admin/buyouts"
                className={`admin-tile${data.buyouts.overdue > 0 ? ' admin-tile--alert' : ''}`}
              >
                <strong className="admin-tile__count">
                  {data.buyouts.overdue}
                  {data.buyouts.overdueMore ? '+' : ''}
                </strong>
                <span>{t('dashboard.buyoutsOverdue')}</span>
              </Link>
            </li>
          </ul>
        ) : (
          <p className="admin-hint">{t('dashboard.unavailable')}</p>
        )}
      </section>
    </section>
  );
}
