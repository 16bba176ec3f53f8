// What the buy-out flows need from outside: the promo service, churn offers and codes' uses
// (features/promo, wired in index.ts), the clock, and the settings and rates an order's figures are
// computed with.
import type { BuyoutSettings, Rates } from '@posylka/domain';
import type { OrderPromoDeps } from '../promo/index.js';

/**
 * A buy-out order takes its code's use and spends its churn offer at checkout, and gives both back
 * when it goes back to a draft, is cancelled unpaid or removed.
 */
export type BuyoutDeps = OrderPromoDeps<'buyout'>;
export type BuyoutContext = { settings: BuyoutSettings; rates: Rates };
