// Promo codes and churn offers: the check route, the active offer, and the check the orders feature reuses.
export { promoFeature } from './routes.js';
export {
  checkPromoCode,
  findActiveChurnOffer,
  type CheckPromoInput,
  type PromoCheckResult,
} from './service.js';
export { markChurnOfferUsed } from './churn.js';
