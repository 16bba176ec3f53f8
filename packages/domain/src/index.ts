// Public surface of @posylka/domain. Each folder holds one area of SPEC §5/§9 and exports through its index.
export * from './i18n/locales.js';
export * from './i18n/numbers.js';
// calculations
export * from './money/index.js';
export * from './customs/index.js';
export * from './fees/index.js';
export * from './pricing/index.js';
export * from './bonuses/index.js';
export * from './reference/index.js';
// validation and state rules
export * from './validation/index.js';
export * from './text/index.js';
export * from './phone/index.js';
export * from './forwarding/index.js';
export * from './address/index.js';
export * from './directory/index.js';
export * from './identity/index.js';
export * from './buyout/index.js';
export * from './files/index.js';
export * from './accounts/index.js';
export * from './profile/index.js';
export * from './forbidden-items/index.js';
export * from './savings/index.js';
export * from './catalog/index.js';
export * from './content/index.js';
export * from './stock-address/index.js';
export * from './promo/index.js';
export * from './lifecycle/index.js';
export * from './operator/index.js';
export * from './parcel-rules/index.js';
export * from './ledger/index.js';
export * from './notifications/index.js';
