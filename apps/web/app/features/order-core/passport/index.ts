// The identity document (passport or ID card) both order flows ask for: forwarding's documents step
// and the buy-out documents page (SPEC §3 "Identity document input", §5 "Identity document").
export * from './passport-values.js';
export { DOTTED_DATE_MASK, PassportFields, type PassportKey } from './passport-fields.js';
export { usePassportForm } from './use-passport-form.js';
export { TEST_IDENTITY_DOCUMENT } from './test-document.js';
