// Our warehouse addresses abroad (SPEC §3 "Warehouse address set"): the customer's name and code in
// the address lines, and the notices shown with them.
export * from './recipient.js';
export * from './address-lines.js';
export * from './china-closure.js';
