import { isApiError, type ForwardingOrder, type MeResponse, type UserAddress } from '@posylka/contract';
import {
  DELIVERY_TYPES,
  forwardingDeliveryStepSchema,
  isNewAddressOption,
  NEW_ADDRESS_OPTION,
  normalizePhone,
  type DeliveryType,
} from '@posylka/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useImperativeHandle, useRef, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/api-provider.js';
import { Select } from '../../../components/ui/select.js';
import { Tabs } from '../../../components/ui/tabs.js';
import { useLocale } from '../../../i18n/use-locale.js';
import {
  addressPayload,
  CityAutocomplete,
  HomeFields,
  LockerNotice,
  switchTab,
  WarehouseSelect,
  type AddressFormValues,
} from '../../addresses/index.js';
import { PhoneField } from '../../phone-verification/index.js';
import { scrollToFirstError, showViolations, stepResolver } from '../step-resolver.js';
import type { StepHandle } from '../types.js';
import { deliveryFormValues, type DeliveryFormValues } from './delivery-form-values.js';

export interface DeliveryHandle extends StepHandle {
  /** The delivery type chosen (a saved address's or the new one's tab), for the post-box check. */
  deliveryType(): DeliveryType | null;
}

export interface DeliveryStepProps {
  order: ForwardingOrder | null;
  addresses: readonly UserAddress[];
  me: Pick<MeResponse, 'phoneNumber'> | null;
  /** SPEC §5 "Post machine is disabled when the post-box total limit is reached". */
  lockerAllowed: boolean;
  onLockerBlocked: () => void;
  handle: React.MutableRefObject<DeliveryHandle | null>;
  onPhoneVerified: (phone: string) => void;
}

/** Step 4 "Delivery" (SPEC §2): address select with "add new address" first, three tabs, verified phone. */
export function DeliveryStep(props: DeliveryStepProps) {
  const { order, addresses, me, lockerAllowed, handle } = props;
  const { t } = useTranslation('forwarding');
  const { t: ta } = useTranslation('addresses');
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
  const { errors } = form.formState;
  const addressId = form.watch('addressId');
  const type = form.watch('type');
  const cityId = form.watch('cityId');
  const cityName = form.watch('cityName');
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

  const changeTab = (next: string) => {
    const tab = next as DeliveryType;
    if (tab === type) return;
    if (tab === 'box' && !lockerAllowed) return props.onLockerBlocked();
    // "Changing the delivery type resets warehouse and home-address inputs" (SPEC §4).
    const reset = switchTab(form.getValues(), tab);
    for (const [key, value] of Object.entries(reset))
      form.setValue(key as keyof AddressFormValues, value as never);
    form.clearErrors();
  };

  const addressForm = form as unknown as UseFormReturn<AddressFormValues>;
  const panel = (tab: DeliveryType) => (
    <div className="address-form__panel">
      <Controller
        control={form.control}
        name="cityId"
        render={({ field }) => (
          <CityAutocomplete
            label={ta('form.city')}
            value={cityId ? { ref: cityId, fullName: cityName } : null}
            onChange={(city) => {
              field.onChange(city.ref);
              form.setValue('cityName', city.fullName);
              form.setValue('warehouseId', '');
            }}
            onBlur={field.onBlur}
            error={errors.cityId?.message ?? errors.cityName?.message}
          />
        )}
      />
      {tab === 'address' ? (
        <HomeFields form={addressForm} />
      ) : (
        <Controller
          control={form.control}
          name="warehouseId"
          render={({ field }) => (
            <WarehouseSelect
              cityRef={cityId}
              type={tab}
              value={field.value}
              onChange={(warehouse) => {
                field.onChange(warehouse.ref);
                field.onBlur();
              }}
              error={errors.warehouseId?.message}
            />
          )}
        />
      )}
      {tab === 'box' && <LockerNotice />}
    </div>
  );

  const options = [
    { value: NEW_ADDRESS_OPTION, label: `+ ${t('delivery.addNew')}` },
    ...addresses.map((a) => ({
      value: a.id,
      label: `${ta(`types.${a.warehouseType}`)}: ${a.fullAddress}`,
      // A locker cannot be chosen over the cap (SPEC §5); picking it opens the modal instead.
    })),
  ];

  return (
    <div ref={rootRef} className="fw-step__fields">
      <Select
        label={t('delivery.address')}
        options={options}
        value={addressId || null}
        error={errors.addressId?.message}
        onChange={(value) => {
          const picked = addresses.find((a) => a.id === value);
          if (picked?.warehouseType === 'box' && !lockerAllowed) return props.onLockerBlocked();
          form.setValue('addressId', value, { shouldValidate: true });
        }}
      />
      {isNew && (
        <div className="fw-delivery__new">
          <Tabs
            label={ta('form.tabsLabel')}
            value={type}
            onChange={changeTab}
            items={DELIVERY_TYPES.map((tab) => ({ id: tab, label: ta(`types.${tab}`), content: panel(tab) }))}
          />
          {!lockerAllowed && <p className="field__hint">{t('delivery.lockerDisabled')}</p>}
        </div>
      )}
      <Controller
        control={form.control}
        name="phoneNumber"
        render={({ field, fieldState }) => (
          <PhoneField
            name={field.name}
            label={t('delivery.phone')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            verified={verified}
            onVerified={(number) => {
              setVerifiedNow(normalizePhone(number));
              props.onPhoneVerified(number);
              form.clearErrors('phoneNumber');
            }}
          />
        )}
      />
    </div>
  );
}
