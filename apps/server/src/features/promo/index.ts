// Promo codes and churn offers: the check route, the active offer, the check the orders feature reuses,
// a code's use by an order (taken at completion or checkout, given back on removal), what a checked
// code or an accepted churn offer writes on an order (forwarding and buy-out alike), and the offer a
// payment result gives (granted by the payment callback).
export { promoFeature } from './routes.js';
export {
  checkPromoCode,
  findActiveChurnOffer,
  type CheckPromoInput,
  type PromoCheckResult,
} from './service.js';
export { markChurnOfferUsed, releaseChurnOffer } from './churn.js';
export {
  churnColumns,
  resolveOrderPromo,
  type ChurnOffers,
  type OrderPromoChecker,
  type OrderPromoDeps,
  type OrderPromoRedemptions,
  type PromoColumns,
} from './order-promo.js';
export { redeemPromoCode, releasePromoCode, type RedeemingOrder } from './redemptions.js';
export { grantPaymentResultOffer, type PaymentResultGrant, type SettledPayment } from './payment-result.js';
