import { describe, expect, it } from 'vitest';
import {
  BUYOUT_ORDER_STATUSES,
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
