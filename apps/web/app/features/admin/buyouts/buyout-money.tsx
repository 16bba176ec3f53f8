import type { AdminBuyoutDetail } from '@posylka/contract';
import { formatMoney, formatPercent } from '@posylka/domain';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { formatDateTime } from '../format.js';

/** What the customer paid (the fee breakdown), the payments, and every refund made so far. */
export function BuyoutMoney({ order }: { order: AdminBuyoutDetail }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const { fees } = order;
  const rows: Array<[string, string]> = [
    [t('buyout.productsTotal'), formatMoney(fees.productsTotal, locale)],
    [t('buyout.overQuantityFee'), formatMoney(fees.overQuantityFee, locale)],
    [
      t('buyout.serviceFee', { percent: formatPercent(fees.servicePercent, locale) }),
      formatMoney(fees.serviceFee, locale),
    ],
    [t('buyout.insuranceFee'), formatMoney(fees.insuranceFee, locale)],
    ...(fees.customs ? [[t('buyout.customs'), formatMoney(fees.customs, locale)] as [string, string]] : []),
    [t('buyout.paidTotal'), `${formatMoney(fees.total, locale)} (${formatMoney(fees.totalUah, locale)})`],
  ];
  return (
    <section className="admin-card" aria-labelledby="admin-buyout-money">
      <h2 id="admin-buyout-money">{t('buyout.fees')}</h2>
      <dl className="admin-sums">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t('buyout.payments')}</h3>
      <ul className="admin-plain-list">
        {order.payments.map((p) => (
          <li key={p.id}>
            {formatDateTime(p.settledAt ?? p.createdAt, locale)} · {p.provider} ·{' '}
            {formatMoney(p.amount, locale)} · {p.status}
          </li>
        ))}
      </ul>
      <h3>{t('buyout.refunds')}</h3>
      {order.refunds.length === 0 ? (
        <p className="admin-hint">{t('buyout.noRefunds')}</p>
      ) : (
        <ul className="admin-plain-list">
          {order.refunds.map((r) => (
            <li key={r.id}>
              {formatDateTime(r.createdAt, locale)} · {formatMoney(r.amount, locale)} · {r.reason} ·{' '}
              {t(`buyout.refundStatus.${r.status}`)}
              {r.createdBy ? ` · ${r.createdBy}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
