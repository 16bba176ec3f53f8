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

/**
 * The buy-out statuses an order may be removed from the orders list in (SPEC §2 "a delete-order
 * button checks whether the order can be changed and otherwise shows an 'impossible to remove'
 * dialog"): only while nothing was paid, i.e. a draft or an order awaiting payment (no payment
 * started yet, or only an unpaid or failed one). A paid order goes through its own cancel flow
 * (canCancelBuyout), which refunds the money; removing it would lose track of that money.
 */
export const BUYOUT_REMOVABLE_STATUSES = [
  'draft',
  'awaiting_payment',
] as const satisfies readonly BuyoutOrderStatus[];

/** Whether a buy-out order may be removed (soft delete) from the list; see BUYOUT_REMOVABLE_STATUSES. */
export const canDeleteBuyout = (status: BuyoutOrderStatus): boolean =>
  (BUYOUT_REMOVABLE_STATUSES as readonly BuyoutOrderStatus[]).includes(status);
