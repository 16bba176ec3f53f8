// Forwarding orders: drafts, completion, edits, track number, promo, unblock and GET /forwarding.
import { findOrderPassportSummary } from '../identity-documents/index.js';
import { applyShipmentEvent, presentShipment } from '../lifecycle/index.js';
import { checkPromoCode, findActiveChurnOffer, markChurnOfferUsed } from '../promo/index.js';
import { ordersFeature as buildOrdersFeature } from './routes.js';

export const ordersFeature = buildOrdersFeature({
  checkPromoCode,
  churn: { findActive: findActiveChurnOffer, markUsed: markChurnOfferUsed },
  passportSummary: findOrderPassportSummary,
  lifecycle: { apply: applyShipmentEvent, present: presentShipment },
});
export { findOrder } from './repository.js';
/** For the documents features: move a draft's checkoutState after an upload or a passport save. */
export { refreshCheckoutState } from './checkout-state.js';
