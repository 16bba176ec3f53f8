// What saving and completing an order need from outside the feature: the promo service, the churn
// offers, the codes' uses (features/promo, wired in index.ts) and the clock, replaceable in tests.
import type { OrderPromoDeps } from '../promo/index.js';

/** A forwarding order spends its churn offer at completion and never gives it back. */
export type OrdersDeps = OrderPromoDeps<'forwarding', 'findActive' | 'markUsed'>;
