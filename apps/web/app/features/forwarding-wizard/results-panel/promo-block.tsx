import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useApi } from '../../../api/api-provider.js';
import { PromoCodeBlock } from '../../order-core/index.js';
import type { ProductsFormValues } from '../step-products/index.js';
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
export function PromoBlock({ form, country, savedPromo, onClearSaved }: PromoBlockProps) {
  const api = useApi();
  const wapi = useMemo(() => wizardApi(api), [api]);
  return (
    <PromoCodeBlock
      ns="forwarding"
      block="fw-promo"
      title={{ level: 4, className: 'fw-results__subtitle' }}
      check={(code) => wapi.validatePromo({ code, country, service: 'forwarding' })}
      churn={{ queryKey: ['forwarding', 'churn'], load: wapi.churn }}
      serverRefusal
      applied={form.watch('promoCode')}
      churnAccepted={form.watch('churnAccepted')}
      formError={form.formState.errors.promoCode?.message}
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
}
