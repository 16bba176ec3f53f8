// How often a promo code may be used (issue 13: "a code is used once per customer"; SPEC §4 "A used
// code shows a 'used' state"). Pure: the server counts the redemptions, this decides what they mean.
// When a code counts as used (an order completed or checked out with it, released again when that
// order is removed or cancelled unpaid) is docs/decisions/010-promo-code-redemptions.md.

/** Every code is used at most once by one customer. */
export const PROMO_USES_PER_CUSTOMER = 1;

/** The code's own limit: how many redemptions it allows across all customers (null: no limit). */
export type PromoUsageLimits = { usageLimit: number | null };

/** The code's redemptions that still count (not released), this customer's and everyone's. */
export type PromoUsageCounts = { byCustomer: number; total: number };

/** available: may be used; used: this customer already did; usedUp: the total limit is reached. */
export type PromoUsageState = 'available' | 'used' | 'usedUp';

/**
 * What state a code is in for one customer. The customer's own use is reported first: "you already
 * used it" is what they can act on, whatever everyone else did.
 */
export function promoUsageState(limits: PromoUsageLimits, counts: PromoUsageCounts): PromoUsageState {
  if (counts.byCustomer >= PROMO_USES_PER_CUSTOMER) return 'used';
  if (limits.usageLimit !== null && counts.total >= limits.usageLimit) return 'usedUp';
  return 'available';
}
