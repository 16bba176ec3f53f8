// Buy-out orders: settings, drafts, checkout, payment start and check, edit, view, cancel/refund,
// tracking and the card BIN check (SPEC §7 Buy-out).
import { checkPromoCode, findActiveChurnOffer, markChurnOfferUsed } from '../promo/index.js';
import { buyoutFeature as buildBuyoutFeature } from './routes.js';

export const buyoutFeature = buildBuyoutFeature({
  checkPromoCode: (db, input) => checkPromoCode(db, input),
  churn: { findActive: findActiveChurnOffer, markUsed: markChurnOfferUsed },
});
