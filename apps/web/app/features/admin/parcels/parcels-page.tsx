import type { AdminParcelList } from '@posylka/contract';
import { formatWeight, SHIPMENT_STATES } from '@posylka/domain';
import { Link } from 'react-router';
import { useAdminLocale } from '../admin-context.js';
import { countryOptions, type CountryOption } from '../countries.js';
import { useAdminT } from '../admin-i18n.js';
import { AdminFilterForm, AdminListResults, AdminQueryFilter, AdminSelectFilter } from '../admin-list.js';
import { formatDateTime } from '../format.js';
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
      <AdminFilterForm search resetTo="/admin/parcels">
        <AdminQueryFilter
          id="admin-parcels-query"
          name="query"
          type="search"
          label={t('parcels.query')}
          defaultValue={filters.query}
        />
        <AdminSelectFilter
          id="admin-parcels-state"
          name="state"
          label={t('common.state')}
          defaultValue={filters.state}
          anyLabel={t('common.anyState')}
          options={SHIPMENT_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
        />
        <AdminSelectFilter
          id="admin-parcels-country"
          name="country"
          label={t('common.country')}
          defaultValue={filters.country}
          anyLabel={t('common.anyCountry')}
          options={countryOptions(countries)}
        />
      </AdminFilterForm>
      <AdminListResults
        list={list}
        liveTotal
        caption={t('parcels.results')}
        columns={[
          t('common.number'),
          t('common.track'),
          t('common.customer'),
          t('common.country'),
          t('common.state'),
          t('common.weight'),
          t('parcels.received'),
          t('common.timer'),
        ]}
      >
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
            <td>{p.weightKg ? formatWeight(p.weightKg, locale) : '—'}</td>
            <td>{formatDateTime(p.receivedAt, locale)}</td>
            <td>
              {p.timer ? `${t(`events.${p.timer.event}`)}: ${formatDateTime(p.timer.dueAt, locale)}` : '—'}
            </td>
          </tr>
        ))}
      </AdminListResults>
    </section>
  );
}
