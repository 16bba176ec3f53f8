import {
  convert,
  CUSTOMS_CALCULATOR_PRESET,
  estimateCustoms,
  formatMoney,
  formatPercent,
  roundMoney,
  type CurrencyCode,
  type CustomsPercents,
  type Money,
  type Rates,
} from '@posylka/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { Select } from '../../components/ui/select.js';
import { useLocale } from '../../i18n/use-locale.js';
import { AmountInput } from './amount-input.js';
import { calculatorInputError } from './reference.js';
import { ResultRow } from './result-row.js';

/** Currencies a parcel value is usually known in; the estimate itself is in EUR (the limit's currency). */
export const CUSTOMS_VALUE_CURRENCIES: readonly CurrencyCode[] = ['EUR', 'USD', 'GBP', 'PLN', 'UAH'];

/**
 * SPEC §1 customs cost calculator with the §9 preset (free limit 100 EUR, 150 EUR value prefilled, so
 * the first screen already shows a non-zero estimate). Duty and VAT come from the domain estimate;
 * exempt goods (power banks, generators...) pay only the service fee.
 */
export function CustomsCalculator({
  rates,
  percents,
  id,
}: {
  rates: Rates;
  percents: CustomsPercents;
  /** Anchor of the section, so other pages can link straight to this calculator. */
  id?: string;
}) {
  const { t } = useTranslation('calculators');
  const locale = useLocale();
  const headingId = useId();
  const [value, setValue] = useState(CUSTOMS_CALCULATOR_PRESET.defaultValue.amount);
  const [currency, setCurrency] = useState<CurrencyCode>(CUSTOMS_CALCULATOR_PRESET.defaultValue.currency);
  const [limit, setLimit] = useState(CUSTOMS_CALCULATOR_PRESET.freeLimit.amount);
  const [exempt, setExempt] = useState(false);

  const valueError = calculatorInputError(value, locale);
  const limitError = calculatorInputError(limit, locale);
  const limitCurrency = CUSTOMS_CALCULATOR_PRESET.freeLimit.currency;

  const estimate = useMemo(() => {
    if (valueError || limitError) return null;
    const inLimitCurrency = convert({ amount: value.replace(',', '.'), currency }, limitCurrency, rates);
    return estimateCustoms(
      [{ value: inLimitCurrency, exempt }],
      { amount: limit.replace(',', '.'), currency: limitCurrency },
      percents,
    );
  }, [value, currency, limit, exempt, rates, percents, valueError, limitError, limitCurrency]);

  const show = (m: Money) => formatMoney(m, locale);
  const inUah = (m: Money) => show(roundMoney(convert(m, 'UAH', rates)));

  return (
    <section id={id} className="calc card" aria-labelledby={headingId}>
      <h2 id={headingId} className="calc__title">
        {t('customs.title')}
      </h2>
      <p className="calc__lead">{t('customs.lead')}</p>
      <div className="calc__fields">
        <AmountInput label={t('customs.value')} value={value} onChange={setValue} error={valueError} />
        <Select
          label={t('customs.currency')}
          options={CUSTOMS_VALUE_CURRENCIES.map((code) => ({ value: code, label: code }))}
          value={currency}
          onChange={(code) => setCurrency(code as CurrencyCode)}
        />
        <AmountInput
          label={t('customs.limit')}
          value={limit}
          onChange={setLimit}
          error={limitError}
          suffix={limitCurrency}
          hint={t('customs.limitHint')}
        />
      </div>
      <Checkbox label={t('customs.exempt')} checked={exempt} onChange={(e) => setExempt(e.target.checked)} />
      <div className="calc-result" aria-live="polite">
        {estimate === null ? (
          <p className="calc-result__empty">{t('common.fixInput')}</p>
        ) : !estimate.isOverLimit ? (
          <p className="calc-result__free" data-testid="customs-free">
            {t('customs.underLimit', {
              limit: show({ amount: limit.replace(',', '.'), currency: limitCurrency }),
            })}
          </p>
        ) : (
          <dl data-testid="customs-result">
            <ResultRow
              label={t('customs.goods')}
              value={show(roundMoney(estimate.goodsTotal))}
              secondary={inUah(estimate.goodsTotal)}
            />
            <ResultRow
              label={t('customs.excess')}
              value={show(estimate.excess)}
              secondary={inUah(estimate.excess)}
            />
            <ResultRow
              label={t('customs.duty', { percent: formatPercent(percents.percentCustomsClearance, locale) })}
              value={show(estimate.duty)}
              secondary={inUah(estimate.duty)}
            />
            <ResultRow
              label={t('customs.vat', { percent: formatPercent(percents.percentValueAddedTax, locale) })}
              value={show(estimate.vat)}
              secondary={inUah(estimate.vat)}
            />
            <ResultRow
              label={t('customs.fee', { percent: formatPercent(percents.percentFeeForService, locale) })}
              value={show(estimate.serviceFee)}
              secondary={inUah(estimate.serviceFee)}
            />
            <ResultRow
              label={t('customs.total')}
              value={show(estimate.total)}
              secondary={inUah(estimate.total)}
              strong
            />
          </dl>
        )}
        {estimate?.isOverLimit && exempt && <p className="calc-result__note">{t('customs.exemptNote')}</p>}
      </div>
    </section>
  );
}
