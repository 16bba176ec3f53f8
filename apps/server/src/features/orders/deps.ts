// What saving and completing an order need from outside the feature: the promo service, the churn
// offers, the codes' uses (features/promo, wired in index.ts) and the clock, replaceable in tests.
import type { ChurnOffers, PromoChecker, PromoRedemptions } from './promo.js';

export type OrdersDeps = {
  checkPromoCode: PromoChecker;
  churn: ChurnOffers;
  redemptions: PromoRedemptions;
  now: () => Date;
};
