// Buy-out fixtures for tests outside the buy-out features (receipts, the console's payments page, the
// reconciliation job): a customer's order paid through the sandbox page, the seeded staff, the caller.
// The buy-out and console tests' own helpers, shared from here (features reach each other's test
// helpers through this folder, not directly).
export { paidBuyout, paySurcharge, SANDBOX_ENV, HOUR } from '../src/features/admin/buyout/test-helpers.js';
export { caller, customer, staff, type Who } from '../src/features/admin/test-helpers.js';
