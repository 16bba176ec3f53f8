import { ADDITIONAL_SERVICE_KEYS, type ForwardingResults } from '@posylka/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.js';
import { ForwardingFeeRows } from '../../../components/fees/forwarding-fee-rows.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import { useLocale } from '../../../i18n/use-locale.js';
import { formatMoneyLoose } from '../money-text.js';
import { CustomsLimitNote } from './customs-note.js';
import type { ProductsFormValues } from '../step-products/products-form-values.js';
import { PauseOrSeparation } from './pause-block.js';
import { PromoBlock } from './promo-block.js';

export interface ResultsPanelProps {
  form: UseFormReturn<ProductsFormValues>;
  results: ForwardingResults;
  country: string;
  /** The country's customs limit (GET /forwarding's countryLimitPriceCustomsClearance). */
  customsLimit?: { amount: string; currency: string } | undefined;
  /** UAH balance; "The loyalty bonus checkbox shows only when the balance is positive and not in edit mode". */
  bonusBalance: { amount: string; currency: string } | null;
  isEditMode: boolean;
  savedPromo: boolean;
  onClearSavedPromo: () => Promise<void>;
}

/**
 * SPEC §2 results panel (shown when the product total is above 0): order sum (+ EUR equivalent),
 * guarantee and insurance fee (the shared fee rows), customs estimate, the over-limit warning, additional services, delivery-cost info, pause-order block or the
 * delivery-separation notice, promo code, bonuses and the tax agreement. Figures come from the
 * domain's forwardingResults, so they match what the server stores.
 */
export function ResultsPanel(props: ResultsPanelProps) {
  const { form, results, country, bonusBalance, isEditMode } = props;
  const { t } = useTranslation('forwarding');
  const locale = useLocale();
  const money = (m: { amount: string; currency: string }) => formatMoneyLoose(m, locale);
  const hasBonuses = bonusBalance != null && Number(bonusBalance.amount) > 0 && !isEditMode;
  const serviceName = (key: number) =>
    key === ADDITIONAL_SERVICE_KEYS.unregisteredHandling
      ? t('results.service39')
      : key === ADDITIONAL_SERVICE_KEYS.manualDeclaring
        ? t('results.service40')
        : t('results.serviceOther', { key });

  return (
    <section className="fw-results" aria-label={t('results.title')}>
      <h3 className="fw-results__title">{t('results.title')}</h3>
      <dl className="fw-results__figures">
        <div>
          <dt>{t('results.sum')}</dt>
          <dd data-testid="results-sum">
            {money(results.orderSum)}
            {results.orderSumEur && <span className="fw-results__eur"> ≈ {money(results.orderSumEur)}</span>}
          </dd>
        </div>
        <ForwardingFeeRows lines={results.feeLines} />
        <div>
          <dt>{t('results.customs')}</dt>
          <dd data-testid="results-customs">{money(results.customs.total)}</dd>
        </div>
        {results.additionalServices.map((service) => (
          <div key={service.key}>
            <dt>{serviceName(service.key)}</dt>
            <dd>{money(service.cost)}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite">
        <CustomsLimitNote results={results} limit={props.customsLimit} />
      </div>
      <p className="field__hint">{t('results.deliveryInfo')}</p>
      {results.isOverLimit && <PauseOrSeparation form={form} country={country} />}
      <PromoBlock
        form={form}
        country={country}
        savedPromo={props.savedPromo}
        onClearSaved={props.onClearSavedPromo}
      />
      {hasBonuses && (
        <Checkbox
          label={t('results.bonuses', { amount: money(bonusBalance) })}
          {...form.register('isApplyDiscount')}
        />
      )}
      {results.isOverLimit && (
        <Checkbox
          label={t('results.taxAgreement')}
          error={form.formState.errors.taxAgreement?.message}
          {...form.register('taxAgreement', {
            onChange: () => {
              if (form.formState.errors.taxAgreement) void form.trigger('taxAgreement');
            },
          })}
        />
      )}
    </section>
  );
}
