// Buy-out orders: settings, drafts, checkout, payment start and check, edit, view, cancel/refund,
// tracking and the card BIN check (SPEC §7 Buy-out).
import {
  checkPromoCode,
  findActiveChurnOffer,
  markChurnOfferUsed,
  redeemPromoCode,
  releaseChurnOffer,
  releasePromoCode,
} from '../promo/index.js';
import { buildBuyoutProcessingFeature } from './processing/routes.js';
import { buyoutFeature as buildBuyoutFeature } from './routes.js';

export const buyoutFeature = buildBuyoutFeature({
  checkPromoCode: (db, input) => checkPromoCode(db, input),
  churn: { findActive: findActiveChurnOffer, markUsed: markChurnOfferUsed, release: releaseChurnOffer },
  redemptions: { redeem: redeemPromoCode, release: releasePromoCode },
});

/** The customer's side of processing: GET /buyout/{id}/processing and the price-decision answer. */
export const buyoutProcessingFeature = buildBuyoutProcessingFeature();

// For the operator console (features/admin/buyout): one line's purchase, refunds, and the views.
export { recordPurchase, type PurchaseResult } from './processing/lines.js';
export { refundBuyout, refundableOf, refundableSummaryOf, type RefundDeps } from './processing/refunds.js';
export { presentLines, presentRefund } from './processing/present.js';
export { ProcessingConflictError } from './processing/messages.js';
export { isInProcessing, listPayments, PROCESSING_STATUSES } from './processing/repository.js';
export { feesOf } from './present.js';
export { loadContext } from './settings.js';
export { findProducts, loadRates } from './repository.js';

// The 72-hour job (jobs/index.ts registers it): tells the customer once when nothing was bought in time.
export {
  BUYOUT_OVERDUE_EVERY_MINUTES,
  BUYOUT_OVERDUE_JOB,
  runBuyoutOverdue,
  type BuyoutOverdueDeps,
} from './overdue.js';
