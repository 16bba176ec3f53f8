// The money ledger (issue 14, decision 013): every movement of a customer's money is one entry,
// appended and never changed. These are the words of an entry; the sums are in balance.ts.

/** Which service the order belongs to. */
export const LEDGER_SERVICES = ['buyout', 'forwarding'] as const;
export type LedgerService = (typeof LEDGER_SERVICES)[number];

/**
 * payment: the order's checkout payment captured by the provider; surcharge: a line's price rise paid;
 * refund: money given back to the paying card; refund_reversed: a refund the provider refused (it
 * cancels one refund entry, so the balance stays what the provider really holds); bonus_spent and
 * bonus_earned: the customer's bonus account; promo_discount and churn_discount: what a promo code or a
 * personal offer took off the price (recorded so reports see it; no card money moves).
 */
export const LEDGER_KINDS = [
  'payment',
  'surcharge',
  'refund',
  'refund_reversed',
  'bonus_spent',
  'bonus_earned',
  'promo_discount',
  'churn_discount',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Why money went back: the customer's and the console's words for a refund come from this code. */
export const REFUND_REASONS = [
  /** The customer edited the paid order to a lower total. */
  'edit',
  /** The customer cancelled the paid order. */
  'cancel',
  /** The shop's price was lower than the price paid. */
  'lower_price',
  /** The shop did not have the goods. */
  'unavailable',
  /** The shop had fewer than ordered. */
  'lower_quantity',
  /** The customer refused a price rise. */
  'refused',
  /** The operator gave money back by hand (with their words in `note`). */
  'operator',
  /** Money arrived for an order or a surcharge no longer waiting for it (cancelled, paid twice). */
  'unwanted',
  /** Not bought within 72 hours and the customer cancelled. */
  'overdue',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Who caused the movement. */
export const LEDGER_ACTORS = ['customer', 'operator', 'provider', 'system'] as const;
export type LedgerActor = (typeof LEDGER_ACTORS)[number];

/** What the sums need of an entry (the stored row carries more: who, when, provider reference, rate). */
export type LedgerFigure = {
  /** A LedgerKind (stored as text). */
  kind: string;
  amount: string;
  currency: string;
  /** The payment an entry moved money of (capture, refund, reversal); null for bonuses and discounts. */
  paymentId: string | null;
  /** For refund_reversed: the refund entry it cancels. */
  reverses?: string | null;
  id?: string;
};

/** Moves card money: captured by the provider or given back. */
export const CARD_KINDS: readonly LedgerKind[] = ['payment', 'surcharge', 'refund', 'refund_reversed'];
