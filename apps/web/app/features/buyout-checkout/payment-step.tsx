import { formatMoney, type BuyoutFees } from '@posylka/domain';
import { useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { useLocale } from '../../i18n/use-locale.js';
import type { CheckoutValues } from './form-values.js';
import { PromoBlock } from './promo-block.js';

export interface PaymentStepProps {
  fees: BuyoutFees | null;
  isEdit: boolean;
  orderHasPromo: boolean;
  canPay: boolean;
  /** Why the pay button is disabled, shown next to it (saving shows the button's spinner instead). */
  disabledReason: string | null;
  busy: boolean;
  error: string | null;
  onPay: () => void;
}

/**
 * Step 3 "Payment" (SPEC §4/§5): the tax agreement when customs apply (accepted by default), the promo
 * block (hidden in edit mode), and the pay (or save-edit) button, disabled while invalid or pending,
 * with the reason next to it.
 */
export function PaymentStep(props: PaymentStepProps) {
  const { fees, isEdit } = props;
  const form = useFormContext<CheckoutValues>();
  const { t } = useTranslation('buyoutCheckout');
  const locale = useLocale();
  const customs = fees?.customs ?? null;
  const reasonId = useId();
  const reason = !props.canPay && !props.busy ? props.disabledReason : null;
  return (
    <div className="bo-payment">
      {customs && !isEdit && (
        <Controller
          control={form.control}
          name="payment.taxAgreement"
          render={({ field, fieldState }) => (
            <Checkbox
              label={t('payment.taxAgreement', { amount: formatMoney(customs.total, locale) })}
              checked={field.value}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.checked);
                void form.trigger('payment.taxAgreement');
              }}
            />
          )}
        />
      )}
      {!isEdit && <PromoBlock form={form} orderHasPromo={props.orderHasPromo} />}
      {props.error && (
        <p className="field__error bo-payment__error" role="alert">
          {props.error}
        </p>
      )}
      <Button
        type="button"
        size="lg"
        block
        disabled={!props.canPay}
        loading={props.busy}
        aria-describedby={reason ? reasonId : undefined}
        onClick={props.onPay}
      >
        {isEdit
          ? t('buttons.saveEdit')
          : t('buttons.pay', { amount: fees ? formatMoney(fees.total, locale) : '' })}
      </Button>
      <div className="bo-payment__why-slot" aria-live="polite">
        {reason && (
          <p className="bo-payment__why" id={reasonId}>
            {reason}
          </p>
        )}
      </div>
      {!isEdit && <p className="field__hint">{t('payment.terms')}</p>}
    </div>
  );
}
