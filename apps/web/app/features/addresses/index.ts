// Address book pages (SPEC §2 /profile/addresses, user-address-new, user-address-edit).

export { AddressBook } from './address-book.js';
export { AddressForm } from './address-form.js';
export { AddressPhone } from './address-phone.js';
export { loadSignedIn } from './load-signed-in.js';
// The address form's tabs, reused by the order flows' delivery steps (SPEC §2 step 4).
export { AddressTabs, type AddressTabsProps } from './address-tabs.js';
export {
  blankAddressForm,
  switchTab,
  toPayload as addressPayload,
  type AddressFormValues,
} from './form-values.js';
