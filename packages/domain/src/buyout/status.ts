// Buy-out order states (SPEC §4 "Buy-out": draft, awaiting payment, paid and in processing, edited,
// canceled, refunded full or partial) and what each allows.
export const BUYOUT_ORDER_STATUSES = [
  'draft',
  'awaiting_payment',
  'paid',
  'processing',
  'edited',
  'canceled',
  'refunded',
  'partially_refunded',
] as const;
export type BuyoutOrderStatus = (typeof BUYOUT_ORDER_STATUSES)[number];

/** Draft saves and checkout: only before payment. */
export const canSaveBuyoutDraft = (status: BuyoutOrderStatus) =>
  status === 'draft' || status === 'awaiting_payment';

/** "Edit: only quantity and price ... within the original values": a paid order not yet processed. */
export const canEditBuyout = (status: BuyoutOrderStatus) => status === 'paid' || status === 'edited';

/** "refund (cancel)": anything not already canceled or refunded, and not bought yet (processing). */
export const canCancelBuyout = (status: BuyoutOrderStatus) =>
  status === 'draft' || status === 'awaiting_payment' || status === 'paid' || status === 'edited';

/** A cancel of a paid order returns the money; an unpaid one is just canceled. */
export const cancelOutcome = (status: BuyoutOrderStatus): BuyoutOrderStatus =>
  status === 'paid' || status === 'edited' ? 'refunded' : 'canceled';
