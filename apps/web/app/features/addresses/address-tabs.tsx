import { DELIVERY_TYPES, type DeliveryType } from '@posylka/domain';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Tabs } from '../../components/ui/tabs.js';
import { CityAutocomplete } from './city-autocomplete.js';
import type { AddressFormValues } from './form-values.js';
import { HomeFields } from './home-fields.js';
import { LockerNotice } from './locker-notice.js';
import { WarehouseSelect } from './warehouse-select.js';

export interface AddressTabsProps {
  /** The form holding the tab inputs (flat, as AddressFormValues has them; an order form casts to it). */
  form: UseFormReturn<AddressFormValues>;
  /**
   * Another tab was clicked. What it does is the caller's: the address book resets the form, the
   * order flows check their locker limit first and clear their own errors.
   */
  onSwitch: (tab: DeliveryType) => void;
  /** A tab's label other than its plain name (buy-out greys out a locker over its limit). */
  tabLabel?: (tab: DeliveryType, name: string) => ReactNode;
  /** The address book checks the city name again when a city is picked after a submit. */
  revalidateCity?: boolean;
}

/**
 * The address's three tabs, department / post machine / address (SPEC §2 step 4, §5): the city on
 * each, then the department or locker list or the home-address fields, and the locker's limits. The
 * address book's form and both order flows' "add a new address" show these.
 */
export function AddressTabs({ form, onSwitch, tabLabel, revalidateCity = false }: AddressTabsProps) {
  const { t } = useTranslation('addresses');
  const { errors } = form.formState;
  const type = form.watch('type');
  const cityId = form.watch('cityId');
  const cityName = form.watch('cityName');

  const panel = (tab: DeliveryType) => (
    <div className="address-form__panel">
      <Controller
        control={form.control}
        name="cityId"
        render={({ field }) => (
          <CityAutocomplete
            label={t('form.city')}
            value={cityId ? { ref: cityId, fullName: cityName } : null}
            onChange={(city) => {
              field.onChange(city.ref);
              form.setValue('cityName', city.fullName, {
                shouldValidate: revalidateCity && form.formState.isSubmitted,
              });
              // A department of the old city cannot stay picked.
              form.setValue('warehouseId', '');
            }}
            onBlur={field.onBlur}
            error={errors.cityId?.message ?? errors.cityName?.message}
          />
        )}
      />
      {tab === 'address' ? (
        <HomeFields form={form} />
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

  return (
    <Tabs
      label={t('form.tabsLabel')}
      value={type}
      onChange={(next) => {
        const tab = next as DeliveryType;
        if (tab !== type) onSwitch(tab);
      }}
      items={DELIVERY_TYPES.map((tab) => {
        const name = t(`types.${tab}`);
        return { id: tab, label: tabLabel ? tabLabel(tab, name) : name, content: panel(tab) };
      })}
    />
  );
}
