// Address book pages (SPEC §2 /profile/addresses, user-address-new, user-address-edit).
import './addresses.css';

export { AddressBook } from './address-book.js';
export { AddressForm } from './address-form.js';
export { AddressPhone } from './address-phone.js';
export { loadSignedIn } from './load-signed-in.js';
// Pieces of the address form reused by the order wizards' delivery steps (SPEC §2 step 4).
export { CityAutocomplete } from './city-autocomplete.js';
export { WarehouseSelect } from './warehouse-select.js';
export { HomeFields } from './home-fields.js';
export { LockerNotice } from './locker-notice.js';
export {
  blankAddressForm,
  switchTab,
  toPayload as addressPayload,
  type AddressFormValues,
} from './form-values.js';
