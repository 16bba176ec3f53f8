// Issue 14 item 3 "72 hours": SPEC §9 "buy within 72 hours". Past it, with nothing bought, the customer
// may cancel with a full refund (reason overdue); waiting for the customer's answer is not our delay.
import { describe, expect, it } from 'vitest';
import { isBuyoutOverdue, isBuyoutOverdueUnbought, type BuyoutOverdueFacts } from './overdue.js';
import type { StoredLine } from './purchase.js';
import {
  BUYOUT_ORDER_STATUSES,
  BUYOUT_PROCESSING_STATUSES,
  canCancelBuyout,
  cancelOutcome,
  cancelRefundReason,
} from './status.js';

const HOUR = 60 * 60 * 1000;
const paidAt = new Date('2026-05-01T09:00:00Z');
const deadline = new Date(paidAt.getTime() + 72 * HOUR);
const justBefore = new Date(deadline.getTime() - 60_000); // 71 h 59 min

const awaiting: StoredLine = { itemStatus: 'awaiting', decision: null, actualQuantity: null };
const bought: StoredLine = { itemStatus: 'purchased', decision: null, actualQuantity: 1 };
const unavailable: StoredLine = { itemStatus: 'awaiting', decision: null, actualQuantity: 0 };
const asking: StoredLine = { itemStatus: 'awaiting', decision: 'ask_customer', actualQuantity: 1 };

const order = (over: Partial<BuyoutOverdueFacts> = {}): BuyoutOverdueFacts => ({
  status: 'paid',
  paidAt,
  boughtAt: null,
  lines: [awaiting, awaiting],
  ...over,
});

describe('isBuyoutOverdue: "buy within 72 hours" missed', () => {
  it('overdue at 72 h, not at 71 h 59 min', () => {
    expect(isBuyoutOverdue(order(), justBefore)).toBe(false);
    expect(isBuyoutOverdue(order(), deadline)).toBe(true);
  });

  it('in every processing status; never unpaid, bought, canceled or refunded', () => {
    for (const status of BUYOUT_ORDER_STATUSES)
      expect(isBuyoutOverdue(order({ status }), deadline), status).toBe(
        (BUYOUT_PROCESSING_STATUSES as readonly string[]).includes(status),
      );
    expect(isBuyoutOverdue(order({ paidAt: null }), deadline)).toBe(false);
    expect(isBuyoutOverdue(order({ boughtAt: deadline }), deadline)).toBe(false);
  });

  it('not while every line left waits for the customer (their answer is their time)', () => {
    expect(isBuyoutOverdue(order({ lines: [asking, unavailable] }), deadline)).toBe(false);
    expect(isBuyoutOverdue(order({ lines: [asking, awaiting] }), deadline)).toBe(true);
  });
});

describe('isBuyoutOverdueUnbought: the customer may cancel with a full refund', () => {
  it('overdue with nothing bought (a line the shop had none of is not bought)', () => {
    expect(isBuyoutOverdueUnbought(order({ lines: [unavailable, awaiting] }), deadline)).toBe(true);
    expect(isBuyoutOverdueUnbought(order(), justBefore)).toBe(false);
  });

  it('not once any line is bought: bought goods cannot be undone', () => {
    expect(isBuyoutOverdue(order({ lines: [bought, awaiting], status: 'processing' }), deadline)).toBe(true);
    expect(
      isBuyoutOverdueUnbought(order({ lines: [bought, awaiting], status: 'processing' }), deadline),
    ).toBe(false);
  });
});

describe('canCancelBuyout with the 72 hours', () => {
  it('an order being bought (processing, partly refunded) is cancelled only when overdue and unbought', () => {
    for (const status of ['processing', 'partially_refunded'] as const) {
      expect(canCancelBuyout(status), status).toBe(false);
      expect(canCancelBuyout(status, true), status).toBe(true);
      expect(cancelOutcome(status, true), status).toBe('refunded');
    }
  });

  it('paid and edited could always be cancelled; canceled and refunded never, overdue or not', () => {
    expect(canCancelBuyout('paid')).toBe(true);
    expect(canCancelBuyout('edited', true)).toBe(true);
    expect(canCancelBuyout('refunded', true)).toBe(false);
    expect(canCancelBuyout('canceled', true)).toBe(false);
    expect(cancelOutcome('paid', true)).toBe('refunded');
  });

  it('the refund reason is overdue when we were late, cancel otherwise', () => {
    expect(cancelRefundReason(true)).toBe('overdue');
    expect(cancelRefundReason(false)).toBe('cancel');
  });
});
