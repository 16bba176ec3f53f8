import { describe, expect, it } from 'vitest';
import { ledgerBalance, ledgerRefundRefusal, paymentRest, refundArrivesBy } from './balance.js';
import type { LedgerFigure } from './entries.js';

const entry = (
  kind: LedgerFigure['kind'],
  amount: string,
  paymentId: string | null = 'p1',
): LedgerFigure => ({
  kind,
  amount,
  currency: 'USD',
  paymentId,
});

describe('ledger balance (issue 14: the ledger is the only source of every figure)', () => {
  it('an order edited from 100.80 to 90.72 and then refunded 5 has charged 85.72 (the issue reproduction)', () => {
    const balance = ledgerBalance(
      [entry('payment', '100.80'), entry('refund', '10.08'), entry('refund', '5.00')],
      'USD',
    );
    expect(balance).toEqual({
      paid: { amount: '100.80', currency: 'USD' },
      surcharges: { amount: '0.00', currency: 'USD' },
      refunded: { amount: '15.08', currency: 'USD' },
      charged: { amount: '85.72', currency: 'USD' },
    });
  });

  it('a cancelled paid order shows everything refunded and nothing charged', () => {
    const balance = ledgerBalance([entry('payment', '100.80'), entry('refund', '100.80')], 'USD');
    expect(balance.refunded.amount).toBe('100.80');
    expect(balance.charged.amount).toBe('0.00');
  });

  it('surcharges add to what is charged; a refund the provider refused is cancelled by its reversal', () => {
    const balance = ledgerBalance(
      [
        entry('payment', '50.00'),
        entry('surcharge', '15.90', 'p2'),
        entry('refund', '20.00'),
        entry('refund_reversed', '20.00'),
        entry('bonus_earned', '5.00', null),
      ],
      'USD',
    );
    expect(balance.surcharges.amount).toBe('15.90');
    expect(balance.refunded.amount).toBe('0.00');
    expect(balance.charged.amount).toBe('65.90');
  });

  it('what is left of one payment counts only its own entries', () => {
    const entries = [
      entry('payment', '50.00'),
      entry('surcharge', '15.90', 'p2'),
      entry('refund', '10.00'),
      entry('refund', '3.00', 'p2'),
    ];
    expect(paymentRest(entries, 'p1')).toBe('40.00');
    expect(paymentRest(entries, 'p2')).toBe('12.90');
  });
});

describe('refunds (issue 14 item 4: possible at any time while money is left)', () => {
  it('refuses nothing positive and anything above what is left, whatever the date', () => {
    expect(ledgerRefundRefusal('0', '10.00')).toBe('amount_not_positive');
    expect(ledgerRefundRefusal('-1', '10.00')).toBe('amount_not_positive');
    expect(ledgerRefundRefusal('abc', '10.00')).toBe('amount_not_positive');
    expect(ledgerRefundRefusal('10.01', '10.00')).toBe('amount_above_refundable');
    expect(ledgerRefundRefusal('10.00', '10.00')).toBeNull();
  });

  it('SPEC §4 "refunded ... automatically within 14 days to the paying card": the date the money arrives by', () => {
    expect(refundArrivesBy(new Date('2026-11-01T10:00:00Z')).toISOString()).toBe('2026-11-15T10:00:00.000Z');
  });
});
