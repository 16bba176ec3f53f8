import {
  DELIVERY_SEPARATION_DATES,
  DELIVERY_SEPARATION_EXTRA_NOTE,
  isCountryCode,
  LOCALE_TAGS,
} from '@posylka/domain';
import { memo, useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.js';
import { useLocale } from '../../../i18n/use-locale.js';
import type { ProductsFormValues } from '../step-products/products-form-values.js';

/**
 * SPEC §4: "The pause-order block applies to other countries in the over-clearance case. Countries
 * with the delivery-separation notice: US (20.03.2024) ... An extra sentence applies for US and PL."
 */
export const PauseOrSeparation = memo(function PauseOrSeparation({
  form,
  country,
}: {
  form: UseFormReturn<ProductsFormValues>;
  country: string;
}) {
  const { t } = useTranslation('forwarding');
  const locale = useLocale();
  const name = useId();
  const date = isCountryCode(country) ? DELIVERY_SEPARATION_DATES[country] : undefined;
  // useWatch: the block is memoised (the figures change as prices are typed; it does not).
  const isBlocked = useWatch({ control: form.control, name: 'isBlocked' });

  if (date) {
    const shown = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      dateStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
    const extra = isCountryCode(country) && DELIVERY_SEPARATION_EXTRA_NOTE.includes(country);
    return (
      <div className="notice fw-notice fw-results__separation" role="note">
        <p>{t('results.separation', { date: shown })}</p>
        {extra && <p>{t('results.separationExtra')}</p>}
      </div>
    );
  }

  return (
    <fieldset className="fw-results__pause">
      <legend className="fw-results__subtitle">{t('results.pauseTitle')}</legend>
      <p className="field__hint">{t('results.pauseText')}</p>
      <label className="fw-radio">
        <input
          type="radio"
          name={name}
          checked={isBlocked === true}
          onChange={() => form.setValue('isBlocked', true, { shouldDirty: true })}
        />
        {t('results.pauseYes')}
      </label>
      <label className="fw-radio">
        <input
          type="radio"
          name={name}
          checked={isBlocked === false}
          onChange={() => form.setValue('isBlocked', false, { shouldDirty: true })}
        />
        {t('results.pauseNo')}
      </label>
    </fieldset>
  );
});
