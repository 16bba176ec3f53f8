import type { AdminParcelList } from '@posylka/contract';
import { SHIPMENT_STATES } from '@posylka/domain';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.js';
import { useAdminLocale } from '../admin-context.js';
import type { CountryOption } from '../countries.js';
import { useAdminT } from '../admin-i18n.js';
import { formatDateTime } from '../format.js';
import { AdminPagination } from '../pagination.js';
import { StateBadge } from '../state-badge.js';
import type { ParcelFilters } from './parcel-query.js';

export interface ParcelsPageData {
  filters: ParcelFilters;
  list: AdminParcelList;
  countries: readonly CountryOption[];
}

/** Find parcels by track, customer code, e-mail or number, with state and country filters. */
export function ParcelsPage({ data }: { data: ParcelsPageData }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const { filters, list, countries } = data;
  return (
    <section className="admin-page" aria-labelledby="admin-parcels-title">
      <h1 id="admin-parcels-title">{t('parcels.title')}</h1>
      <Form method="get" className="admin-filters" role="search">
        <div className="field admin-filters__query">
          <label className="field__label" htmlFor="admin-parcels-query">
            {t('parcels.query')}
          </label>
          <input
            id="admin-parcels-query"
            name="query"
            type="search"
            className="field__control"
            defaultValue={filters.query}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="admin-parcels-state">
            {t('common.state')}
          </label>
          <select
            id="admin-parcels-state"
            name="state"
            className="field__control"
            defaultValue={filters.state}
          >
            <option value="">{t('common.anyState')}</option>
            {SHIPMENT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="admin-parcels-country">
            {t('common.country')}
          </label>
          <select
            id="admin-parcels-country"
            name="country"
            className="field__control"
            defaultValue={filters.country}
          >
            <option value="">{t('common.anyCountry')}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} · {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-filters__buttons">
          <button type="submit" className={buttonClass('primary')}>
            <span className="button__label">{t('common.search')}</span>
          </button>
          <Link to="/admin/parcels" className={buttonClass('ghost')}>
            <span className="button__label">{t('common.reset')}</span>
          </Link>
        </div>
      </Form>
      <p className="admin-hint" aria-live="polite">
        {t('common.total', { count: list.total })}
      </p>
      {list.items.length === 0 ? (
        <p className="admin-notice">{t('common.empty')}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{t('parcels.results')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('common.number')}</th>
                <th scope="col">{t('common.track')}</th>
                <th scope="col">{t('common.customer')}</th>
                <th scope="col">{t('common.country')}</th>
                <th scope="col">{t('common.state')}</th>
                <th scope="col">{t('common.weight')}</th>
                <th scope="col">{t('parcels.received')}</th>
                <th scope="col">{t('common.timer')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((p) => (
                <tr key={p.id}>
                  <th scope="row">
                    <Link to={`/admin/parcels/${p.id}`}>{p.number}</Link>
                  </th>
                  <td className="admin-mono">{p.trackNo ?? '—'}</td>
                  <td>
                    <span className="admin-mono">{p.customer.customerCode}</span>
                    <br />
                    <span className="admin-hint">{p.customer.email}</span>
                  </td>
                  <td>{p.countryCode}</td>
                  <td>
                    <StateBadge state={p.state} />
                  </td>
                  <td>{p.weightKg ? t('common.kg', { value: p.weightKg }) : '—'}</td>
                  <td>{formatDateTime(p.receivedAt, locale)}</td>
                  <td>
                    {p.timer
                      ? `${t(`events.${p.timer.event}`)}: ${formatDateTime(p.timer.dueAt, locale)}`
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPagination page={list.page} total={list.total} countPerPage={list.countPerPage} />
    </section>
  );
}
