import { formatMoney, formatPercent, formatWeight, type BuyoutFees } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';

export interface FeesPanelProps {
  fees: BuyoutFees;
  /** The applied promo or churn discount (UAH), shown under the total. */
  discount?: string | null | undefined;
}

/**
 * The order's cost (SPEC §9 "Buy-out fees"): products, over-quantity fee, service fee with its percent,
 * insurance, total in USD and UAH, and the customs estimate above amountCustomsLimit.
 */
export function FeesPanel({ fees, discount }: FeesPanelProps) {
  const { t } = useTranslation('buyoutCheckout');
  const locale = useLocale();
  const money = (m: BuyoutFees['total']) => formatMoney(m, locale);
  const rows: [string, string, string][] = [
    ['products', t('fees.products', { count: fees.productLines }), money(fees.productsTotal)],
    [
      'service',
      t('fees.service', { percent: formatPercent(fees.serviceFeePercent, locale) }),
      money(fees.serviceFee),
    ],
    ['insurance', t('fees.insurance'), money(fees.insurance)],
  ];
  if (fees.overQuantityLines > 0)
    rows.splice(1, 0, [
      'overQuantity',
      t('fees.overQuantity', { count: fees.overQuantityLines }),
      money(fees.overQuantityFee),
    ]);
  return (
    <div className="bo-fees" aria-label={t('fees.title')} role="group">
      <h3 className="bo-fees__title">{t('fees.title')}</h3>
      <dl className="bo-fees__list">
        {rows.map(([key, label, value]) => (
          <div key={key} className="bo-fees__row" data-fee={key}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="bo-fees__row bo-fees__row--total" data-fee="total">
          <dt>{t('fees.total')}</dt>
          <dd>
            {money(fees.total)} <span className="bo-fees__uah">≈ {money(fees.totalUah)}</span>
          </dd>
        </div>
        {discount && (
          <div className="bo-fees__row" data-fee="discount">
            <dt>{t('fees.discount')}</dt>
            <dd>−{discount}</dd>
          </div>
        )}
        {fees.customs && (
          <div className="bo-fees__row bo-fees__row--customs" data-fee="customs">
            <dt>{t('fees.customs')}</dt>
            <dd>{money(fees.customs.total)}</dd>
          </div>
        )}
      </dl>
      {fees.customs && <p className="bo-fees__note">{t('fees.customsNote')}</p>}
      {fees.tariffLine && (
        <p className="bo-fees__note">
          {t('fees.tariff', {
            price: money(fees.tariffLine.price),
            weight: formatWeight(fees.tariffLine.toKg, locale),
          })}
        </p>
      )}
    </div>
  );
}
