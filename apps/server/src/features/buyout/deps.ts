// What the buy-out flows need from outside: the promo service, churn offers and codes' uses
// (features/promo, wired in index.ts), the clock, and the settings and rates an order's figures are
// computed with.
import type { BuyoutSettings, Locale, MessageCode, Rates } from '@posylka/domain';
import type { Database } from '../../db/database.js';

export type PromoChecker = (
  db: Database,
  input: {
    code: string;
    country: string;
    service: 'buyout';
    userId: string;
    locale: Locale;
    /** The order being saved or checked out: its own use of the code does not count against it. */
    order?: { kind: 'buyout'; id: string };
  },
) => Promise<{
  status: boolean;
  /** amount (UAH off) or percent; older checkers without it mean amount. */
  format?: 'amount' | 'percent';
  value: { amount: string } | null;
  restrictedValue: { amount: string } | null;
  expired?: boolean | null;
  restrictedByHsCodes?: readonly unknown[] | null;
  /** Why it was refused (invalid, used, used up, category); older checkers without it mean invalid. */
  messageCode?: MessageCode | null;
}>;

export type ChurnOffers = {
  findActive: (
    db: Database,
    userId: string,
    now: Date,
  ) => Promise<{
    id: string;
    discountAmount: { amount: string };
    restrictedValue: { amount: string } | null;
  } | null>;
  markUsed: (db: Database, userId: string, offerId: string, at: Date) => Promise<void>;
  /** Gives back an offer spent at checkout by an order going back to a draft. */
  release: (db: Database, userId: string, offerId: string) => Promise<void>;
};

/**
 * A code's use by a checked-out order (features/promo, docs/decisions/010-promo-code-redemptions.md):
 * redeem inside the checkout's transaction (`available`: the order holds it), release when the order
 * goes back to a draft, is cancelled unpaid or removed.
 */
export type PromoRedemptions = {
  redeem: (
    tx: Database,
    input: { code: string; userId: string; order: { kind: 'buyout'; id: string }; at: Date },
  ) => Promise<'available' | 'used' | 'usedUp'>;
  release: (db: Database, order: { kind: 'buyout'; id: string }, at: Date) => Promise<void>;
};

export type BuyoutDeps = {
  checkPromoCode: PromoChecker;
  churn: ChurnOffers;
  redemptions: PromoRedemptions;
  now: () => Date;
};
export type BuyoutContext = { settings: BuyoutSettings; rates: Rates };
