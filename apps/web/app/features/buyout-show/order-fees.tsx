import type { BuyoutOrder } from '@posylka/contract';
import { addMoney, formatMoney, formatPercent, roundMoney, type Money } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';

/**
 * The order's cost as the server computed it (domain buyoutFees; once lines ended, buyoutKeptFees over
 * what is still bought): nothing is recalculated here. `ended` adds the note that products not bought
 * are left out (their money went back). Paid surcharges for price rises are added after the total, so
 * the block ends with what the customer really pays (issue 14 item 2).
 */
export function OrderFees({
  order,
  ended = false,
  surcharges = null,
}: {
  order: BuyoutOrder;
  ended?: boolean;
  /** Surcharges paid for price rises (the ledger's, GET /processing money.surcharges). */
  surcharges?: Money | null;
}) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  const money = (m: Money) => formatMoney(roundMoney(m), locale);
  const { fees } = order;
  const rows: [string, string, string][] = [['products', t('fees.products'), money(fees.productsTotal)]];
  if (Number(fees.overQuantityFee.amount) > 0)
    rows.push(['overQuantity', t('fees.overQuantity'), money(fees.overQuantityFee)]);
  rows.push([
    'service',
    t('fees.service', { percent: formatPercent(fees.servicePercent, locale) }),
    money(fees.serviceFee),
  ]);
  rows.push(['insurance', t('fees.insurance'), money(fees.insuranceFee)]);
  return (
    <section className="card bo-show__section" aria-labelledby="bo-show-fees-title">
      <h2 id="bo-show-fees-title" className="detail-page__section-title">
        {t('fees.title')}
      </h2>
      <dl className="detail-page__list">
        {rows.map(([key, label, value]) => (
          <div key={key} className="detail-page__row" data-fee={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {order.appliedDiscount && (
          <div className="detail-page__row" data-fee="discount">
            <dt>{t('fees.discount')}</dt>
            <dd>−{money(order.appliedDiscount)}</dd>
          </div>
        )}
        <div className="detail-page__row detail-page__row--total bo-show__total" data-fee="total">
          <dt>{t('fees.total')}</dt>
          <dd>
            {money(fees.total)} <span className="detail-page__muted">≈ {money(fees.totalUah)}</span>
          </dd>
        </div>
        {surcharges && Number(surcharges.amount) > 0 && (
          <>
            <div className="detail-page__row" data-fee="surcharges">
              <dt>{t('fees.surcharges')}</dt>
              <dd>+{money(surcharges)}</dd>
            </div>
            <div className="detail-page__row detail-page__row--total" data-fee="total-with-surcharges">
              <dt>{t('fees.totalWithSurcharges')}</dt>
              <dd>{money(addMoney(fees.total, surcharges))}</dd>
            </div>
          </>
        )}
        {fees.customs && (
          <div className="detail-page__row" data-fee="customs">
            <dt>{t('fees.customs')}</dt>
            <dd>{money(fees.customs)}</dd>
          </div>
        )}
      </dl>
      {ended && (
        <p className="detail-page__muted" data-testid="fees-ended">
          {t('fees.ended')}
        </p>
      )}
    </section>
  );
}
