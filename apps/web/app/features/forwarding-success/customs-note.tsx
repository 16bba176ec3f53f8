import { endpoints, type ForwardingOrder } from '@posylka/contract';
import { convertWithRate, formatMoney, isPositiveMoney, roundMoney } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useLocale } from '../../i18n/use-locale.js';

/**
 * SPEC §2 success view: "a customs note with the clearance cost converted to UAH (a preloader shows
 * while rates load)". The estimate is in EUR; GET /extra/rates/EUR/UAH gives the ratio, and the
 * conversion and its half-down rounding are the domain's decimal maths.
 */
export function CustomsNote({ cost }: { cost: ForwardingOrder['priceCustomsClearance'] }) {
  const { t } = useTranslation('forwardingSuccess');
  const api = useApi();
  const locale = useLocale();
  const due = isPositiveMoney(cost);
  const rates = useQuery({
    queryKey: ['rates', cost.currency, 'UAH'],
    queryFn: ({ signal }) =>
      api.call(endpoints.rates, { params: { from: cost.currency, to: 'UAH' }, signal }),
    enabled: due && cost.currency !== 'UAH',
    staleTime: 10 * 60_000,
  });

  if (!due) return <p className="success-note__text">{t('notes.customsNone')}</p>;

  let inUah: string | null = null;
  if (cost.currency === 'UAH') inUah = formatMoney(roundMoney(cost), locale);
  else if (rates.data)
    inUah = formatMoney(roundMoney(convertWithRate(cost, rates.data.ratio, 'UAH')), locale);

  return (
    <div className="success-note__text" aria-live="polite">
      <p>{t('notes.customs')}</p>
      {inUah !== null ? (
        <p className="success-note__amount">
          {t('notes.customsAmount', { uah: inUah, original: formatMoney(roundMoney(cost), locale) })}
        </p>
      ) : rates.isError ? (
        <p className="success-note__amount">
          {t('notes.customsAmountNoRate', { original: formatMoney(roundMoney(cost), locale) })}
        </p>
      ) : (
        <Preloader size="sm" label={t('notes.ratesLoading')} />
      )}
    </div>
  );
}
