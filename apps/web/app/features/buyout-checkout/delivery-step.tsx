import type { UserAddress } from '@posylka/contract';
import { DELIVERY_TYPES, isNewAddressOption, NEW_ADDRESS_OPTION, type DeliveryType } from '@posylka/domain';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input.js';
import { Select } from '../../components/ui/select.js';
import { Tabs } from '../../components/ui/tabs.js';
import {
  CityAutocomplete,
  HomeFields,
  LockerNotice,
  switchTab,
  WarehouseSelect,
  type AddressFormValues,
} from '../addresses/index.js';
import { PhoneField } from '../phone-verification/index.js';
import type { CheckoutValues } from './form-values.js';

export interface DeliveryStepProps {
  form: UseFormReturn<CheckoutValues>;
  addresses: readonly UserAddress[];
  /** SPEC §5 "A locker cannot be chosen when the UAH total exceeds 10000". */
  lockerAllowed: boolean;
  onLockerBlocked: () => void;
  phoneVerified: boolean;
  onPhoneVerified: (phone: string) => void;
  readOnly: boolean;
}

/** Step 2 "Delivery": the recipient (Cyrillic names, verified phone) and the address (SPEC §2, §4, §5). */
export function DeliveryStep(props: DeliveryStepProps) {
  const { form, addresses, lockerAllowed, readOnly } = props;
  const { t } = useTranslation('buyoutCheckout');
  const { t: ta } = useTranslation('addresses');
  const { errors } = form.formState;
  const addressId = form.watch('addressId');
  const type = form.watch('type');
  const cityId = form.watch('cityId');
  const cityName = form.watch('cityName');
  const isNew = isNewAddressOption(addressId);

  const changeTab = (next: string) => {
    const tab = next as DeliveryType;
    if (tab === type) return;
    // "The locker tab is disabled then, and clicking opens the disabled-locker modal."
    if (tab === 'box' && !lockerAllowed) return props.onLockerBlocked();
    // "Changing tab resets warehouse and address."
    const reset = switchTab(form.getValues(), tab);
    for (const [key, value] of Object.entries(reset))
      form.setValue(key as keyof AddressFormValues, value as never);
    form.clearErrors(['cityId', 'warehouseId', 'street', 'house', 'zip', 'addressId']);
  };

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
        <HomeFields form={form as unknown as UseFormReturn<AddressFormValues>} />
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
    ...addresses.map((a) => ({ value: a.id, label: `${ta(`types.${a.warehouseType}`)}: ${a.fullAddress}` })),
  ];

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
        <Controller
          control={form.control}
          name="recipient.phoneNumber"
          render={({ field, fieldState }) => (
            <PhoneField
              name={field.name}
              label={t('delivery.phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              verified={props.phoneVerified}
              disabled={readOnly}
              onVerified={(number) => {
                props.onPhoneVerified(number);
                form.clearErrors('recipient.phoneNumber');
              }}
            />
          )}
        />
      </fieldset>
      <Select
        label={t('delivery.address')}
        options={options}
        value={addressId || null}
        error={errors.addressId?.message}
        disabled={readOnly}
        onChange={(value) => {
          const picked = addresses.find((a) => a.id === value);
          if (picked?.warehouseType === 'box' && !lockerAllowed) return props.onLockerBlocked();
          form.setValue('addressId', value, { shouldValidate: true, shouldDirty: true });
        }}
      />
      {isNew && !readOnly && (
        <div className="bo-delivery__new">
          <Tabs
            label={ta('form.tabsLabel')}
            value={type}
            onChange={changeTab}
            items={DELIVERY_TYPES.map((tab) => ({
              id: tab,
              label:
                tab === 'box' && !lockerAllowed ? (
                  <span className="bo-delivery__tab--off" aria-disabled="true">
                    {ta(`types.${tab}`)}
                  </span>
                ) : (
                  ta(`types.${tab}`)
                ),
              content: panel(tab),
            }))}
          />
          {!lockerAllowed && <p className="field__hint">{t('delivery.lockerDisabled')}</p>}
        </div>
      )}
    </div>
  );
}
