// Forwarding orders: drafts, completion, edits, track number, promo, unblock and GET /forwarding.
import { findOrderPassportSummary } from '../identity-documents/index.js';
import { applyShipmentEvent, presentShipment, reconsiderHold } from '../lifecycle/index.js';
import {
  checkPromoCode,
  findActiveChurnOffer,
  markChurnOfferUsed,
  redeemPromoCode,
  releasePromoCode,
} from '../promo/index.js';
import { ordersFeature as buildOrdersFeature } from './routes.js';

export const ordersFeature = buildOrdersFeature({
  checkPromoCode,
  churn: { findActive: findActiveChurnOffer, markUsed: markChurnOfferUsed },
  redemptions: { redeem: redeemPromoCode, release: releasePromoCode },
  passportSummary: findOrderPassportSummary,
  lifecycle: { apply: applyShipmentEvent, present: presentShipment, reconsider: reconsiderHold },
});
export { findOrder } from './repository.js';
/** For the console: the warehouse's manual declaration replaces the customer's (SPEC §4). */
export { declareForCustomer } from './declare-manually.js';
/** For the documents features: move a draft's checkoutState after an upload or a passport save. */
export { refreshCheckoutState } from './checkout-state.js';
/** The customer's list of orders of both kinds: GET /orders with the tab counters, archive, delete. */
export { orderListFeature } from './list/index.js';
