export { MyAddressView, COUNTRY_PARAM, DEFAULT_COUNTRY, type MyAddressViewProps } from './my-address-view.js';
export { MyAddressCompact } from './my-address-compact.js';
export type { CountryOption } from './country-select.js';
