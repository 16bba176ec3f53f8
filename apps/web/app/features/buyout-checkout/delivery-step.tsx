import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Input } from '../../components/ui/input.js';
import { DeliveryAddress, RecipientPhone, type DeliveryAddressChoice } from '../order-core/index.js';
import type { CheckoutValues } from './form-values.js';

export interface DeliveryStepProps extends DeliveryAddressChoice {
  phoneVerified: boolean;
  onPhoneVerified: (phone: string) => void;
  readOnly: boolean;
}

/** Step 2 "Delivery": the recipient (Cyrillic names, verified phone) and the address (SPEC §2, §4, §5). */
export function DeliveryStep(props: DeliveryStepProps) {
  const { readOnly } = props;
  const form = useFormContext<CheckoutValues>();
  const { t } = useTranslation('buyoutCheckout');
  const { errors } = form.formState;

  return (
    <div className="bo-delivery">
      <fieldset className="bo-delivery__recipient" disabled={readOnly}>
        <legend>{t('delivery.recipient')}</legend>
        <p className="field__hint">{t('delivery.recipientHint')}</p>
        <div className="bo-delivery__names">
          <Input
            label={t('delivery.lastName')}
            required
            autoComplete="family-name"
            error={errors.recipient?.lastName?.message}
            {...form.register('recipient.lastName')}
          />
          <Input
            label={t('delivery.firstName')}
            required
            autoComplete="given-name"
            error={errors.recipient?.firstName?.message}
            {...form.register('recipient.firstName')}
          />
          <Input
            label={t('delivery.middleName')}
            autoComplete="additional-name"
            error={errors.recipient?.middleName?.message}
            {...form.register('recipient.middleName')}
          />
        </div>
        <RecipientPhone
          ns="buyoutCheckout"
          form={form}
          name="recipient.phoneNumber"
          verified={props.phoneVerified}
          disabled={readOnly}
          onVerified={props.onPhoneVerified}
        />
      </fieldset>
      <DeliveryAddress
        ns="buyoutCheckout"
        block="bo-delivery"
        form={form}
        choice={props}
        // "Changing tab resets warehouse and address"; the other steps' errors stay.
        onTabSwitched={() =>
          form.clearErrors(['cityId', 'warehouseId', 'street', 'house', 'zip', 'addressId'])
        }
        readOnly={readOnly}
        markLockerOff
      />
    </div>
  );
}
