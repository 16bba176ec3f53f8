// Promo codes and churn discounts (SPEC §3 Promo and churn, §5 Other, §9 Promo): validity, restrictions,
// discount, how often a code may be used, and the personal offer a payment result gives.
export * from './rules.js';
export * from './usage.js';
export * from './payment-result.js';
