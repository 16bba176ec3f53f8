// Promo codes and churn offers: the check route, the active offer, the check the orders feature reuses,
// and a code's use by an order (taken at completion or checkout, given back on removal).
export { promoFeature } from './routes.js';
export {
  checkPromoCode,
  findActiveChurnOffer,
  type CheckPromoInput,
  type PromoCheckResult,
} from './service.js';
export { markChurnOfferUsed } from './churn.js';
export { redeemPromoCode, releasePromoCode, type RedeemingOrder } from './redemptions.js';
