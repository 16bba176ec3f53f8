import { formatMoney, isCurrencyCode, type Money } from '@posylka/domain';
import { useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useApi } from '../../api/api-provider.js';
import { useLocale } from '../../i18n/use-locale.js';
import { PromoCodeBlock } from '../order-core/index.js';
import { buyoutApi } from './buyout-api.js';
import type { CheckoutValues } from './form-values.js';

export interface PromoBlockProps {
  form: UseFormReturn<CheckoutValues>;
  /** The saved order already carries a code or a churn discount: no churn is loaded then. */
  orderHasPromo: boolean;
}

/**
 * The buy-out payment step's promo block (SPEC §4 buy-out promo), the order core's block wired to
 * the checkout form: an applied code fills `payment` with its value and cap and drops the churn
 * discount; accepting or removing the churn discount marks the form dirty (the draft is saved). The
 * check goes with service buyout and country US; a refused code shows the checkout's own words.
 */
export function PromoBlock({ form, orderHasPromo }: PromoBlockProps) {
  const locale = useLocale();
  const api = useApi();
  const bapi = useMemo(() => buyoutApi(api), [api]);
  // The whole `payment`: a removed code is written as one object, which a watch of its fields misses.
  const payment = useWatch({ control: form.control, name: 'payment' });
  const value = payment.promoCodeValue;
  return (
    <PromoCodeBlock
      ns="buyoutCheckout"
      block="bo-promo"
      title={{ level: 3, className: 'bo-promo__title' }}
      check={bapi.validatePromo}
      churn={{ queryKey: ['buyout', 'churn'], load: bapi.churn, enabled: !orderHasPromo }}
      maskPlaceholder
      applied={payment.promoCode}
      appliedValue={value && isCurrencyCode(value.currency) ? formatMoney(value as Money, locale) : null}
      churnAccepted={payment.churnAccepted}
      formError={form.formState.errors.payment?.promoCode?.message}
      onApplied={(code, answer) => {
        form.setValue(
          'payment',
          {
            ...form.getValues('payment'),
            promoCode: code,
            promoCodeValue: answer.value,
            promoRestrictedValue: answer.restrictedValue,
            churnAccepted: false,
          },
          { shouldDirty: true },
        );
        form.clearErrors('payment.promoCode');
      }}
      onRemove={() =>
        form.setValue(
          'payment',
          { ...form.getValues('payment'), promoCode: '', promoCodeValue: null, promoRestrictedValue: null },
          { shouldDirty: true },
        )
      }
      onChurnChange={(accepted, why) =>
        form.setValue('payment.churnAccepted', accepted, { shouldDirty: why !== 'typed' })
      }
    />
  );
}
