// Promo codes and churn discounts (SPEC §3 Promo and churn, §5 Other, §9 Promo): validity, restrictions,
// discount, and how often a code may be used.
export * from './rules.js';
export * from './usage.js';
