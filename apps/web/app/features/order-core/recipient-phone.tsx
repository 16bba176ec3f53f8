import { Controller, type FieldPathByValue, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { PhoneField } from '../phone-verification/index.js';
import type { DeliveryNamespace } from './delivery-address.js';

export interface RecipientPhoneProps<T extends FieldValues> {
  /** The flow's namespace for the label (`delivery.phone`). */
  ns: DeliveryNamespace;
  form: UseFormReturn<T>;
  /** The phone's field in the flow's form (buy-out's `recipient.phoneNumber`, forwarding's `phoneNumber`). */
  name: FieldPathByValue<T, string>;
  /**
   * "The phone counts as verified only if it equals the user's verified phone or the newly verified
   * one" (SPEC §4): each flow works that out, buy-out for its payment step too.
   */
  verified: boolean;
  disabled?: boolean;
  /** The number was verified just now (the field's error is cleared after). */
  onVerified: (phone: string) => void;
}

/** The recipient's phone with its verify button, in both order flows' delivery step (SPEC §2 step 4). */
export function RecipientPhone<T extends FieldValues>(props: RecipientPhoneProps<T>) {
  const { form, name } = props;
  const { t } = useTranslation(props.ns);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          name={field.name}
          label={t('delivery.phone')}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          verified={props.verified}
          disabled={props.disabled}
          onVerified={(number) => {
            props.onVerified(number);
            form.clearErrors(name);
          }}
        />
      )}
    />
  );
}
