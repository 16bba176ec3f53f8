// What the buy-out flows need from outside: the promo service and churn offers (features/promo, wired
// in index.ts), the clock, and the settings and rates an order's figures are computed with.
import type { BuyoutSettings, Locale, Rates } from '@posylka/domain';
import type { Database } from '../../db/database.js';

export type PromoChecker = (
  db: Database,
  input: { code: string; country: string; service: 'buyout'; userId: string; locale: Locale },
) => Promise<{
  status: boolean;
  /** amount (UAH off) or percent; older checkers without it mean amount. */
  format?: 'amount' | 'percent';
  value: { amount: string } | null;
  restrictedValue: { amount: string } | null;
  expired?: boolean | null;
  restrictedByHsCodes?: readonly unknown[] | null;
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
};

export type BuyoutDeps = { checkPromoCode: PromoChecker; churn: ChurnOffers; now: () => Date };
export type BuyoutContext = { settings: BuyoutSettings; rates: Rates };
