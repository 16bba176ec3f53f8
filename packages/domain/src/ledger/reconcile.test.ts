import { describe, expect, it } from 'vitest';
import type { LedgerFigure } from './entries.js';
import { providerViewOf, reconcilePayment } from './reconcile.js';

const P = 'payment-1';
const row = (kind: string, amount: string): LedgerFigure => ({ kind, amount, currency: 'USD', paymentId: P });
const provider = (captured: string | null, refunded = '0') =>
  ({ known: true, captured, currency: 'USD', refunded }) as const;

describe('reconciling one payment with its provider', () => {
  it('agrees: a capture and two refunds, one of them reversed, on both sides', () => {
    const entries = [row('payment', '121.00'), row('refund', '10.00'), row('refund', '5.00')];
    entries.push({ ...row('refund_reversed', '5.00') });
    expect(reconcilePayment(entries, 'USD', provider('121', '10.00'))).toEqual([]);
  });

  it('a capture the provider does not know', () => {
    expect(reconcilePayment([row('payment', '121.00')], 'USD', { known: false })).toEqual([
      { kind: 'capture_unknown', currency: 'USD', ledgerAmount: '121.00', providerAmount: null },
    ]);
    expect(reconcilePayment([row('surcharge', '3.30')], 'USD', provider(null))[0]?.kind).toBe(
      'capture_unknown',
    );
  });

  it('a capture the ledger never recorded', () => {
    expect(reconcilePayment([], 'USD', provider('121.00'))).toEqual([
      { kind: 'capture_missing', currency: 'USD', ledgerAmount: null, providerAmount: '121.00' },
    ]);
  });

  it('captured amounts (or currencies) that differ', () => {
    expect(reconcilePayment([row('payment', '121.00')], 'USD', provider('120.00'))[0]).toMatchObject({
      kind: 'capture_amount',
      ledgerAmount: '121.00',
      providerAmount: '120.00',
    });
    expect(
      reconcilePayment([row('payment', '121.00')], 'USD', { ...provider('121.00'), currency: 'EUR' })[0]
        ?.kind,
    ).toBe('capture_amount');
  });

  it('a provider refund missing from the ledger, and a ledger refund the provider never made', () => {
    expect(reconcilePayment([row('payment', '50.00')], 'USD', provider('50.00', '20.00'))).toEqual([
      { kind: 'refund_missing', currency: 'USD', ledgerAmount: '0.00', providerAmount: '20.00' },
    ]);
    expect(
      reconcilePayment([row('payment', '50.00'), row('refund', '20.00')], 'USD', provider('50.00')),
    ).toEqual([{ kind: 'refund_not_made', currency: 'USD', ledgerAmount: '20.00', providerAmount: '0.00' }]);
  });

  it('nothing captured on either side and nothing refunded: agrees (a failed attempt)', () => {
    expect(reconcilePayment([], 'USD', provider(null))).toEqual([]);
    expect(reconcilePayment([], 'USD', { known: false })).toEqual([]);
  });
});

describe('a provider’s operations as a view', () => {
  it('sums captures and refunds; no operation: unknown', () => {
    expect(providerViewOf([])).toEqual({ known: false });
    expect(
      providerViewOf([
        { operation: 'capture', amount: '121.00', currency: 'USD' },
        { operation: 'refund', amount: '10.5', currency: 'USD' },
        { operation: 'refund', amount: '0.50', currency: 'USD' },
      ]),
    ).toEqual({ known: true, captured: '121.00', currency: 'USD', refunded: '11.00' });
    expect(providerViewOf([{ operation: 'refund', amount: '1', currency: 'USD' }])).toMatchObject({
      captured: null,
      refunded: '1.00',
    });
  });
});
