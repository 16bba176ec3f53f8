import { isApiError, type ForwardingOrder, type MeResponse } from '@posylka/contract';
import {
  forwardingDeliveryStepSchema,
  isNewAddressOption,
  normalizePhone,
  type DeliveryType,
} from '@posylka/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useImperativeHandle, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../../api/api-provider.js';
import { useRecheckErrorsOnChange } from '../../../forms/recheck-errors.js';
import { useLocale } from '../../../i18n/use-locale.js';
import { addressPayload } from '../../addresses/index.js';
import { DeliveryAddress, RecipientPhone, type DeliveryAddressChoice } from '../../order-core/index.js';
import { scrollToFirstError, showViolations, stepResolver } from '../step-resolver.js';
import type { StepHandle } from '../types.js';
import { deliveryFormValues, type DeliveryFormValues } from './delivery-form-values.js';

export interface DeliveryHandle extends StepHandle {
  /** The delivery type chosen (a saved address's or the new one's tab), for the post-box check. */
  deliveryType(): DeliveryType | null;
}

export interface DeliveryStepProps extends DeliveryAddressChoice {
  order: ForwardingOrder | null;
  me: Pick<MeResponse, 'phoneNumber'> | null;
  handle: React.MutableRefObject<DeliveryHandle | null>;
  onPhoneVerified: (phone: string) => void;
}

/** Step 4 "Delivery" (SPEC §2): address select with "add new address" first, three tabs, verified phone. */
export function DeliveryStep(props: DeliveryStepProps) {
  const { order, addresses, me, handle } = props;
  const locale = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const rootRef = useRef<HTMLDivElement>(null);
  const [verifiedNow, setVerifiedNow] = useState<string | null>(null);
  const verifiedRef = useRef(false);
  const form = useForm<DeliveryFormValues>({
    resolver: stepResolver(() => forwardingDeliveryStepSchema, locale, {
      input: (values: DeliveryFormValues) => ({
        addressId: values.addressId || null,
        newAddress: isNewAddressOption(values.addressId) ? addressPayload(values) : undefined,
        phoneNumber: values.phoneNumber,
        isPhoneVerified: verifiedRef.current,
      }),
      // The new address's errors are the tab fields' own.
      path: (path) => path.replace(/^newAddress\./, ''),
    }),
    mode: 'onTouched',
    defaultValues: deliveryFormValues(order, addresses, me),
  });
  useRecheckErrorsOnChange(form);
  const addressId = form.watch('addressId');
  const phone = form.watch('phoneNumber');
  const isNew = isNewAddressOption(addressId);

  const normalized = normalizePhone(phone);
  const savedVerified = me?.phoneNumber?.verified ? me.phoneNumber.number : null;
  // "The phone counts as verified only if it equals the user's verified phone or the newly verified one" (SPEC §4).
  const verified = normalized !== '' && (normalized === savedVerified || normalized === verifiedNow);
  verifiedRef.current = verified;

  const chosen = addresses.find((a) => a.id === addressId);
  const currentType = (): DeliveryType | null =>
    isNew ? form.getValues('type') : (chosen?.warehouseType ?? null);

  useImperativeHandle(handle, () => ({
    validate: async () => {
      const ok = await form.trigger();
      if (!ok) {
        scrollToFirstError(rootRef.current);
        return false;
      }
      if (!isNewAddressOption(form.getValues('addressId'))) return true;
      // A new address is saved to the address book first; the order then points at it.
      try {
        const created = await api.addresses.create(addressPayload(form.getValues()));
        await queryClient.invalidateQueries({ queryKey: ['forwarding', 'addresses'] });
        form.setValue('addressId', created.id);
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 422) {
          showViolations(error.violations, form.setError);
          scrollToFirstError(rootRef.current);
        }
        return false;
      }
    },
    values: () => {
      const id = form.getValues('addressId');
      return {
        consigneeAddress: id && !isNewAddressOption(id) ? id : null,
        phoneNumber: normalizePhone(form.getValues('phoneNumber')),
      };
    },
    showViolations: (violations) => {
      showViolations(violations, form.setError, (field) =>
        field === 'consigneeAddress' ? 'addressId' : field,
      );
      scrollToFirstError(rootRef.current);
    },
    deliveryType: currentType,
  }));

  return (
    <div ref={rootRef} className="fw-step__fields">
      <DeliveryAddress
        ns="forwarding"
        block="fw-delivery"
        form={form}
        choice={props}
        // "Changing the delivery type resets warehouse and home-address inputs" (SPEC §4), and the
        // step shows no earlier error then.
        onTabSwitched={() => form.clearErrors()}
      />
      <RecipientPhone
        ns="forwarding"
        form={form}
        name="phoneNumber"
        verified={verified}
        onVerified={(number) => {
          setVerifiedNow(normalizePhone(number));
          props.onPhoneVerified(number);
        }}
      />
    </div>
  );
}
