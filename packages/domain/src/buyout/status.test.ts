import { describe, expect, it } from 'vitest';
import { canCancelBuyout, canEditBuyout, canSaveBuyoutDraft, cancelOutcome } from './status.js';

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
});
