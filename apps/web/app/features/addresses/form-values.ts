import type { UserAddress } from '@posylka/contract';
import type { DeliveryType, SavedAddressInput } from '@posylka/domain';

/**
 * Every tab's inputs side by side (react-hook-form wants one flat shape); the domain's
 * savedAddressInputSchema checks the ones of the current `type` and drops the rest.
 */
export interface AddressFormValues {
  type: DeliveryType;
  cityId: string;
  /** Display name of the picked city; a home address saves it as cityName. */
  cityName: string;
  warehouseId: string;
  street: string;
  house: string;
  building: string;
  flat: string;
  zip: string;
  additionalInfo: string;
  isDefault: boolean;
}

export const ADDRESS_FORM_FIELDS = [
  'type',
  'cityId',
  'cityName',
  'warehouseId',
  'street',
  'house',
  'building',
  'flat',
  'zip',
  'additionalInfo',
  'isDefault',
] as const satisfies readonly (keyof AddressFormValues)[];

const BLANK_TAB_INPUTS = {
  warehouseId: '',
  street: '',
  house: '',
  building: '',
  flat: '',
  zip: '',
  additionalInfo: '',
};

export function blankAddressForm(type: DeliveryType = 'department'): AddressFormValues {
  return { type, cityId: '', cityName: '', ...BLANK_TAB_INPUTS, isDefault: false };
}

/**
 * "Changing the delivery type resets warehouse and home-address inputs" (SPEC §4). The city stays:
 * it is the same city whichever way the parcel arrives there.
 */
export function switchTab(values: AddressFormValues, type: DeliveryType): AddressFormValues {
  return { ...values, ...BLANK_TAB_INPUTS, type };
}

export function formFromAddress(address: UserAddress): AddressFormValues {
  const isHome = address.warehouseType === 'address';
  return {
    type: address.warehouseType,
    cityId: address.city.ref ?? '',
    cityName: address.city.fullName,
    warehouseId: address.warehouse?.ref ?? '',
    street: address.street,
    house: address.house,
    building: address.building,
    flat: address.flat,
    // Department and locker addresses carry the placeholder zip 00001, never shown to the user.
    zip: isHome ? address.zip : '',
    additionalInfo: address.additionalInformation,
    isDefault: address.isDefault,
  };
}

/** The request body: only the current tab's fields, as the server's schema reads them. */
export function toPayload(values: AddressFormValues): SavedAddressInput {
  if (values.type === 'address') {
    const { type, cityId, cityName, street, house, building, flat, zip, additionalInfo, isDefault } = values;
    return { type, cityId, cityName, street, house, building, flat, zip, additionalInfo, isDefault };
  }
  return {
    type: values.type,
    cityId: values.cityId,
    warehouseId: values.warehouseId,
    isDefault: values.isDefault,
  };
}
