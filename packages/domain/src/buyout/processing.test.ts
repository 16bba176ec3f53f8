import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import {
  BUYOUT_PROCESSING,
  buyDeadline,
  canRefundPartially,
  isBuyOverdue,
  partialRefundAmount,
  priceRiseDecision,
  quantityDecision,
  refundDeadline,
  refundRefusal,
} from './processing.js';

describe('SPEC §9 "Over-price allowed up to +20% but at most 20 USD; buy within 72 hours; refund within 14 days"', () => {
  it('has those terms', () => {
    expect(BUYOUT_PROCESSING).toEqual({
      buyWithinHours: 72,
      refundWithinDays: 14,
      maxRisePercent: 20,
      maxRiseUsd: '20',
    });
  });
});

describe('priceRiseDecision: rise per line = (actual - declared) x quantity', () => {
  const allow = { allowOverpricing: true };

  it.each([
    // declared, actual, quantity, decision, why
    ['50', '55', 2, 'auto_accept', 'rise 10 is 10% of 100 and under 20 USD'],
    ['100', '120', 1, 'auto_accept', 'rise 20 is exactly 20% and exactly 20 USD: both limits inclusive'],
    ['100', '120.01', 1, 'ask_customer', 'rise 20.01 passes both limits'],
    ['50', '61', 1, 'ask_customer', 'rise 11 is 22% of 50'],
    ['200', '225', 1, 'ask_customer', 'rise 25 is 12.5% but above 20 USD'],
    ['200', '220', 1, 'auto_accept', 'rise 20 is 10% and exactly 20 USD'],
    ['30', '35', 5, 'ask_customer', 'rise 5 x 5 = 25 USD for the line, although 16.7%'],
    ['19.99', '23.98', 1, 'auto_accept', 'rise 3.99 under 20% of 19.99 = 3.998'],
    ['19.99', '23.99', 1, 'ask_customer', 'rise 4.00 over 3.998'],
    ['50', '45', 1, 'no_rise', 'cheaper'],
    ['50', '50', 3, 'no_rise', 'same price'],
  ] as Array<[string, string, number, 'no_rise' | 'auto_accept' | 'ask_customer', string]>)(
    '%s -> %s x %i: %s (%s)',
    (declared, actual, quantity, decision) => {
      expect(priceRiseDecision({ declared, actual, quantity, ...allow })).toBe(decision);
    },
  );

  it('without allowOverpricing every rise goes to the customer, a drop never does', () => {
    expect(priceRiseDecision({ declared: '50', actual: '50.01', quantity: 1, allowOverpricing: false })).toBe(
      'ask_customer',
    );
    expect(priceRiseDecision({ declared: '50', actual: '40', quantity: 1, allowOverpricing: false })).toBe(
      'no_rise',
    );
  });
});

describe('quantityDecision (SPEC §3 allowLowerQuantity)', () => {
  it.each([
    [3, 3, true, 'full'],
    [3, 5, false, 'full'],
    [3, 2, true, 'lower_accepted'],
    [3, 2, false, 'ask_customer'],
    [3, 0, true, 'none'],
    [3, 0, false, 'none'],
  ] as const)(
    'requested %i, available %i, allow lower %s -> %s',
    (requested, available, allowLowerQuantity, want) => {
      expect(quantityDecision({ requested, available, allowLowerQuantity })).toBe(want);
    },
  );
});

describe('deadlines counted from payment', () => {
  const paidAt = new Date('2026-05-01T09:00:00.000Z');

  it('buy within 72 hours: overdue from 4 May 09:00 on', () => {
    const deadline = new Date('2026-05-04T09:00:00.000Z');
    expect(buyDeadline(paidAt)).toEqual(deadline);
    expect(isBuyOverdue(paidAt, new Date(deadline.getTime() - 1))).toBe(false);
    expect(isBuyOverdue(paidAt, deadline)).toBe(true);
  });

  it('refund within 14 days: possible until 15 May 09:00, not at it', () => {
    const deadline = new Date('2026-05-15T09:00:00.000Z');
    expect(refundDeadline(paidAt)).toEqual(deadline);
    expect(canRefundPartially(paidAt, new Date(deadline.getTime() - 1))).toBe(true);
    expect(canRefundPartially(paidAt, deadline)).toBe(false);
  });
});

describe('refundRefusal: "never above paid minus refunded", within 14 days', () => {
  const paidAt = new Date('2026-05-01T09:00:00Z');
  const now = new Date('2026-05-03T09:00:00Z');
  const base = { paid: '100.00', refunded: '30.00', paidAt, now };

  it('paid 100, refunded 30: 70 more is fine, 70.01 is too much', () => {
    expect(refundRefusal({ ...base, amount: '70' })).toBeNull();
    expect(refundRefusal({ ...base, amount: '70.01' })).toBe('amount_above_refundable');
  });

  it('zero or negative amounts and refunds after the window are refused', () => {
    expect(refundRefusal({ ...base, amount: '0' })).toBe('amount_not_positive');
    expect(refundRefusal({ ...base, amount: '-5' })).toBe('amount_not_positive');
    expect(refundRefusal({ ...base, amount: '1', now: new Date('2026-05-15T09:00:00Z') })).toBe(
      'refund_window_closed',
    );
  });
});

describe('partialRefundAmount: the goods plus their share of service fee and insurance', () => {
  // Paid: products 200 USD, service fee 10 USD (5%), insurance 4 USD (2%): 214 USD.
  const paid = {
    productsTotal: money('200', 'USD'),
    serviceFee: money('10', 'USD'),
    insurance: money('4', 'USD'),
  };

  it('one 50 USD item of 200: 50 + 14 x 0.25 = 53.50 USD', () => {
    expect(partialRefundAmount({ lines: [{ unitPrice: '50', quantity: 1 }], paid })).toEqual({
      amount: '53.50',
      currency: 'USD',
    });
  });

  it('33.33 USD of 200: 33.33 + 14 x 0.16665 = 35.6631 -> 35.66 USD', () => {
    expect(partialRefundAmount({ lines: [{ unitPrice: '33.33', quantity: 1 }], paid }).amount).toBe('35.66');
  });

  it('two units of two lines add up: 2 x 25 + 1 x 50 = 100 -> 100 + 7 = 107.00', () => {
    const lines = [
      { unitPrice: '25', quantity: 2 },
      { unitPrice: '50', quantity: 1 },
    ];
    expect(partialRefundAmount({ lines, paid }).amount).toBe('107.00');
  });

  it('never more than was paid for goods, fee and insurance; nothing for no lines', () => {
    expect(partialRefundAmount({ lines: [{ unitPrice: '200', quantity: 1 }], paid }).amount).toBe('214.00');
    expect(partialRefundAmount({ lines: [{ unitPrice: '300', quantity: 1 }], paid }).amount).toBe('214.00');
    expect(partialRefundAmount({ lines: [], paid }).amount).toBe('0.00');
  });
});
