// Address book pages (SPEC §2 /profile/addresses, user-address-new, user-address-edit).
import './addresses.css';

export { AddressBook } from './address-book.js';
export { AddressForm } from './address-form.js';
export { AddressPhone } from './address-phone.js';
export { loadSignedIn } from './load-signed-in.js';
