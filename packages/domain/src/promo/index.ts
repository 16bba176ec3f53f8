// Promo codes and churn discounts (SPEC §3 Promo and churn, §5 Other, §9 Promo): validity, restrictions, discount.
export * from './rules.js';
