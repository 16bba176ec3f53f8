import { describe, expect, it } from 'vitest';
import {
  BUYOUT_ORDER_STATUSES,
  buyoutEditMode,
  buyoutReopensAsDraft,
  canCancelBuyout,
  canDeleteBuyout,
  canEditBuyout,
  canSaveBuyoutDraft,
  cancelOutcome,
} from './status.js';

describe('buy-out statuses (SPEC §4 Buy-out flow)', () => {
  it('saves drafts only before payment, edits only paid orders', () => {
    expect(canSaveBuyoutDraft('draft')).toBe(true);
    expect(canSaveBuyoutDraft('paid')).toBe(false);
    expect(canEditBuyout('paid')).toBe(true);
    expect(canEditBuyout('edited')).toBe(true);
    expect(canEditBuyout('draft')).toBe(false);
  });
  it('issue 14 "Unpaid orders": an unpaid order is edited as a draft, a paid one in the paid edit, the rest not at all', () => {
    expect(Object.fromEntries(BUYOUT_ORDER_STATUSES.map((s) => [s, buyoutEditMode(s)]))).toEqual({
      draft: 'draft',
      awaiting_payment: 'draft',
      paid: 'paid',
      edited: 'paid',
      processing: null,
      canceled: null,
      refunded: null,
      partially_refunded: null,
    });
    // Only an order awaiting payment goes back to a draft when it is saved; a draft already is one.
    expect(BUYOUT_ORDER_STATUSES.filter(buyoutReopensAsDraft)).toEqual(['awaiting_payment']);
    // Draft saves and checkout follow the draft mode, the paid edit the paid mode, and never both.
    for (const status of BUYOUT_ORDER_STATUSES) {
      expect(canSaveBuyoutDraft(status), status).toBe(buyoutEditMode(status) === 'draft');
      expect(canEditBuyout(status), status).toBe(buyoutEditMode(status) === 'paid');
    }
  });
  it('"refunded (full ...) automatically to the paying card": a paid cancel refunds, an unpaid one cancels', () => {
    expect(cancelOutcome('paid')).toBe('refunded');
    expect(cancelOutcome('awaiting_payment')).toBe('canceled');
    expect(canCancelBuyout('refunded')).toBe(false);
    expect(canCancelBuyout('processing')).toBe(false);
  });
  it('SPEC §2 "a delete-order button checks whether the order can be changed": a buy-out is removable only while nothing was paid', () => {
    const removable = BUYOUT_ORDER_STATUSES.filter(canDeleteBuyout);
    expect(removable).toEqual(['draft', 'awaiting_payment']);
    // Paid (and everything after it) is canceled through its own flow, which refunds the money.
    for (const status of [
      'paid',
      'processing',
      'edited',
      'refunded',
      'partially_refunded',
      'canceled',
    ] as const)
      expect(canDeleteBuyout(status), status).toBe(false);
  });
});
