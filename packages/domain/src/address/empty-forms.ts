import type { DeliveryType, NewAddressForm } from './schemas.js';

/**
 * Blank new-address inputs for a tab. "Changing the delivery type resets warehouse and home-address
 * inputs" (SPEC §4), so a tab switch replaces the form with this value rather than merging.
 */
export function emptyAddressForm(type: DeliveryType): NewAddressForm {
  if (type === 'address') {
    return {
      type,
      cityId: '',
      cityName: '',
      street: '',
      house: '',
      building: '',
      flat: '',
      zip: '',
      additionalInfo: '',
    };
  }
  return { type, cityId: '', warehouseId: '' };
}
