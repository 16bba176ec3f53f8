import { memo, useMemo } from 'react';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useApi } from '../../../api/api-provider.js';
import { PromoCodeBlock } from '../../order-core/index.js';
import type { ProductsFormValues } from '../step-products/products-form-values.js';
import { wizardApi } from '../wizard-api.js';

export interface PromoBlockProps {
  form: UseFormReturn<ProductsFormValues>;
  country: string;
  /** The saved order's promo ("restricted" codes are removed on the server through promo/clear). */
  savedPromo: boolean;
  onClearSaved: () => Promise<void>;
}

/**
 * The results panel's promo block (SPEC §4 "Promo: a code can be checked, applied or removed"), the
 * order core's block wired to the wizard form: the check goes with service forwarding and the order's
 * country, a refused code keeps the server's words, and removing the saved order's code also clears it
 * on the server.
 */
export const PromoBlock = memo(function PromoBlock({
  form,
  country,
  savedPromo,
  onClearSaved,
}: PromoBlockProps) {
  const api = useApi();
  // Memoised, so the figures changing as a price is typed leave it alone (issue 17 item 5): it reads
  // the form through subscriptions of its own, which reach it past the memo.
  const [applied, churnAccepted] = useWatch({ control: form.control, name: ['promoCode', 'churnAccepted'] });
  const { errors } = useFormState({ control: form.control, name: 'promoCode' });
  const wapi = useMemo(() => wizardApi(api), [api]);
  return (
    <PromoCodeBlock
      ns="forwarding"
      block="fw-promo"
      title={{ level: 4, className: 'fw-results__subtitle' }}
      check={(code) => wapi.validatePromo({ code, country, service: 'forwarding' })}
      churn={{ queryKey: ['forwarding', 'churn'], load: wapi.churn }}
      serverRefusal
      applied={applied}
      churnAccepted={churnAccepted}
      formError={errors.promoCode?.message}
      onApplied={(code) => {
        form.setValue('promoCode', code, { shouldDirty: true });
        form.setValue('churnAccepted', false);
        form.clearErrors('promoCode');
      }}
      onRemove={async () => {
        form.setValue('promoCode', '', { shouldDirty: true });
        form.clearErrors('promoCode');
        if (savedPromo) await onClearSaved();
      }}
      onChurnChange={(accepted, why) =>
        form.setValue('churnAccepted', accepted, { shouldDirty: why === 'removed' })
      }
    />
  );
});
