import type { AdminParcelDetail } from '@posylka/contract';
import { formatDecimal, formatMoney, formatWeight } from '@posylka/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { formatDateTime, formatPhone as phone } from '../format.js';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Who the parcel is for, where it goes, what the warehouse measured and what waits for it. */
export function ParcelFacts({ parcel }: { parcel: AdminParcelDetail }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const { customer, dimensions } = parcel;
  return (
    <section className="admin-card" aria-labelledby="admin-parcel-facts">
      <h2 id="admin-parcel-facts" className="visually-hidden">
        {t('parcel.measurements')}
      </h2>
      <dl className="admin-facts">
        <Fact term={t('common.track')}>
          <span className="admin-mono">{parcel.trackNo ?? '—'}</span>
        </Fact>
        <Fact term={t('parcel.customer')}>
          <span className="admin-mono">{customer.customerCode}</span> · {customer.name || '—'}
          <br />
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
          {customer.phone ? ` · ${phone(customer.phone)}` : ''}
        </Fact>
        <Fact term={t('parcel.address')}>
          {parcel.consigneeAddress
            ? `${t(`parcel.warehouseType.${parcel.consigneeAddress.warehouseType}`)}: ${parcel.consigneeAddress.fullAddress}`
            : '—'}
          {parcel.phoneNumber ? ` · ${phone(parcel.phoneNumber)}` : ''}
        </Fact>
        <Fact term={t('parcel.receivedAt')}>{formatDateTime(parcel.receivedAt, locale)}</Fact>
        <Fact term={t('common.weight')}>{parcel.weightKg ? formatWeight(parcel.weightKg, locale) : '—'}</Fact>
        <Fact term={t('common.dimensions')}>
          {dimensions
            ? t('common.dims', {
                length: formatDecimal(dimensions.lengthCm, locale, 1),
                width: formatDecimal(dimensions.widthCm, locale, 1),
                height: formatDecimal(dimensions.heightCm, locale, 1),
              })
            : '—'}
        </Fact>
        <Fact term={t('parcel.deliveryCost')}>
          {parcel.deliveryCost ? formatMoney(parcel.deliveryCost, locale) : '—'}
        </Fact>
        <Fact term={t('parcel.timer')}>
          {parcel.timer
            ? t('parcel.timerValue', {
                event: t(`events.${parcel.timer.event}`),
                date: formatDateTime(parcel.timer.dueAt, locale),
              })
            : '—'}
        </Fact>
        {parcel.waybillNumber && (
          <Fact term={t('parcel.waybillNumber')}>
            <span className="admin-mono">{parcel.waybillNumber}</span>
          </Fact>
        )}
        {parcel.restrictedNote && <Fact term={t('parcel.restrictedNote')}>{parcel.restrictedNote}</Fact>}
        {parcel.additionalServices.length > 0 && (
          <Fact term={t('parcel.services')}>
            {parcel.additionalServices
              .map((s) => `${serviceName(s.key, t)} — ${formatMoney(s.cost, locale)}`)
              .join('; ')}
          </Fact>
        )}
        {parcel.consolidationId && (
          <Fact term={t('parcel.consolidation')}>
            <span className="admin-mono">{parcel.consolidationId.slice(0, 8)}</span>
          </Fact>
        )}
        {parcel.buyoutOrderId && (
          <Fact term={t('parcel.buyout')}>
            <Link to={`/admin/buyouts/${parcel.buyoutOrderId}`}>{t('common.open')}</Link>
          </Fact>
        )}
        {parcel.pausedOnce && <Fact term={t('parcel.pausedOnce')}>✓</Fact>}
      </dl>
    </section>
  );
}

function serviceName(key: number, t: ReturnType<typeof useAdminT>): string {
  return key === 39 || key === 40 ? t(`parcel.service.${key}`) : String(key);
}
