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

/**
 * What "Edit" does with a buy-out order (issue 14 item 5 "Unpaid orders"), the one rule the order
 * page, the payment failure page, the checkout wizard and the server's draft, checkout and edit
 * routes follow:
 * - `draft`: nothing is paid yet (a draft, or an order awaiting payment whose payment failed or was
 *   left): the checkout opens it as a draft and every line may change (add, remove, link, price,
 *   quantity). Saving an order awaiting payment brings it back to a draft (buyoutReopensAsDraft): its
 *   open payment attempts are closed, so an old payment link can never pay it, and its promo code's
 *   use is given back until it is checked out again (docs/decisions/010-promo-code-redemptions.md).
 * - `paid`: a paid order not yet being bought: SPEC §4 "Edit: ... only quantity and price", each
 *   within what was paid (PUT /buyout/{id}/edit), lines locked otherwise; the difference is refunded.
 * - `null`: nothing to edit any more (being bought, canceled, refunded).
 */
export type BuyoutEditMode = 'draft' | 'paid';

export function buyoutEditMode(status: BuyoutOrderStatus): BuyoutEditMode | null {
  switch (status) {
    case 'draft':
    case 'awaiting_payment':
      return 'draft';
    case 'paid':
    case 'edited':
      return 'paid';
    default:
      return null;
  }
}

/** A saved change to an order awaiting payment makes it a draft again (see buyoutEditMode). */
export const buyoutReopensAsDraft = (status: BuyoutOrderStatus): boolean => status === 'awaiting_payment';

/** Draft saves and checkout: only before payment (buyoutEditMode `draft`). */
export const canSaveBuyoutDraft = (status: BuyoutOrderStatus) => buyoutEditMode(status) === 'draft';

/** The paid edit (PUT /buyout/{id}/edit): quantity and price within the paid values (buyoutEditMode `paid`). */
export const canEditBuyout = (status: BuyoutOrderStatus) => buyoutEditMode(status) === 'paid';

/**
 * Paid and still the buyer's: not every line is settled yet or the order is being bought (refunds of
 * single lines keep it here as partially_refunded); canceled and refunded orders are done.
 */
export const BUYOUT_PROCESSING_STATUSES = [
  'paid',
  'edited',
  'processing',
  'partially_refunded',
] as const satisfies readonly BuyoutOrderStatus[];

export const isBuyoutProcessingStatus = (status: BuyoutOrderStatus): boolean =>
  (BUYOUT_PROCESSING_STATUSES as readonly BuyoutOrderStatus[]).includes(status);

/**
 * "refund (cancel)": anything not already canceled or refunded, and not bought yet (processing); and,
 * whatever its processing status, a paid order the buyer did not buy within 72 hours with nothing of
 * it bought (`overdue`: domain isBuyoutOverdueUnbought, SPEC §9 "buy within 72 hours"), which the
 * customer may then cancel with a full refund.
 */
export const canCancelBuyout = (status: BuyoutOrderStatus, overdue = false) =>
  status === 'draft' ||
  status === 'awaiting_payment' ||
  status === 'paid' ||
  status === 'edited' ||
  (overdue && isBuyoutProcessingStatus(status));

/** A cancel of a paid order returns the money; an unpaid one is just canceled. */
export const cancelOutcome = (status: BuyoutOrderStatus, overdue = false): BuyoutOrderStatus =>
  status === 'paid' || status === 'edited' || (overdue && isBuyoutProcessingStatus(status))
    ? 'refunded'
    : 'canceled';

/**
 * Why the customer's cancel gives the money back, as the ledger's refund reason (REFUND_REASONS):
 * 'overdue' when we did not buy in time (the customer's right, not a change of mind), else 'cancel'.
 */
export const cancelRefundReason = (overdue: boolean): 'overdue' | 'cancel' =>
  overdue ? 'overdue' : 'cancel';

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
