// How orders reach the promo service of features/promo (POST /validate-promo-code's check): the
// feature is built with a checker, so the wiring lives in index.ts.
import type { PromoCheck } from '@posylka/contract';
import type { MessageCode } from '@posylka/domain';
import type { Database } from '../../db/database.js';

export type PromoCheckInput = {
  code: string;
  country: string;
  service: 'forwarding' | 'buyout';
  hsCodes?: string[];
  userId: string;
  /** The order being saved: its own use of the code does not count against it. */
  order?: { kind: 'forwarding'; id: string };
};

/** The check's answer; messageCode says why a code was refused (invalid, used, used up, category). */
export type PromoChecker = (
  db: Database,
  input: PromoCheckInput,
) => Promise<PromoCheck & { messageCode?: MessageCode | null }>;

/** The customer's active churn offer and spending it (features/promo). */
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
};

/**
 * A code's use by a completed order (features/promo, docs/decisions/010-promo-code-redemptions.md):
 * redeem inside the completion's transaction (`available`: the order holds it; `used` / `usedUp`:
 * refused, the transaction rolls back), release when the order gives the code back.
 */
export type PromoRedemptions = {
  redeem: (
    tx: Database,
    input: { code: string; userId: string; order: { kind: 'forwarding'; id: string }; at: Date },
  ) => Promise<'available' | 'used' | 'usedUp'>;
  release: (db: Database, order: { kind: 'forwarding'; id: string }, at: Date) => Promise<void>;
};
