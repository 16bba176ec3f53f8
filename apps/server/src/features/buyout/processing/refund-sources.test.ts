// What a buy-out refund draws on (issue 6 follow-up, issue 14 ledger): paid + surcharges - refunds by
// the ledger, the order's payment first, then each paid surcharge oldest first, each never above what
// is left of it.
import { describe, expect, it } from 'vitest';
import type { LedgerEntryRow, PaymentRow } from '../../../db/schema/index.js';
import { splitRefund, summarize, type RefundSources } from './refund-sources.js';

const usd = (amount: string) => ({ amount, currency: 'USD' as const });
const row = (id: string, kind: 'order' | 'surcharge', amount: string) =>
  ({ id, kind, amount, currency: 'USD', status: 'paid' }) as PaymentRow;
const entry = (kind: string, paymentId: string, amount: string) =>
  ({ kind, paymentId, amount, currency: 'USD' }) as LedgerEntryRow;

/** Payments with their ledger: a capture each, then the refunds given as [payment, amount]. */
function sources(payments: PaymentRow[], refunds: [string, string][] = []): RefundSources {
  const entries = [
    ...payments.map((p) => entry(p.kind === 'order' ? 'payment' : 'surcharge', p.id, p.amount)),
    ...refunds.map(([id, amount]) => entry('refund', id, amount)),
  ];
  const left = (p: PaymentRow) => {
    const back = refunds.filter(([id]) => id === p.id).reduce((sum, [, a]) => sum + Number(a), 0);
    return usd((Number(p.amount) - back).toFixed(2));
  };
  const order = payments.find((p) => p.kind === 'order');
  return {
    order: order ? { payment: order, rest: left(order) } : null,
    surcharges: payments.filter((p) => p.kind === 'surcharge').map((p) => ({ payment: p, rest: left(p) })),
    currency: 'USD',
    entries,
  };
}

const parts = (amount: string, from: RefundSources) =>
  splitRefund(usd(amount), from).map((part) => [part.payment.id, part.amount]);

describe('refundable = paid + surcharges - refunds (the ledger)', () => {
  it('121.00 paid (21.00 back) + surcharges 6.60 and 3.30 (1.00 back) = 108.90', () => {
    const from = sources(
      [row('o', 'order', '121.00'), row('s1', 'surcharge', '6.60'), row('s2', 'surcharge', '3.30')],
      [
        ['o', '21.00'],
        ['s2', '1.00'],
      ],
    );
    expect(summarize(from)).toEqual({
      paid: usd('121.00'),
      surcharges: usd('9.90'),
      refunded: usd('22.00'),
      refundable: usd('108.90'),
    });
  });

  it('nothing without the order payment', () => {
    expect(summarize(sources([])).refundable).toEqual(usd('0.00'));
  });
});

describe('splitting a refund over the payments', () => {
  const from = sources(
    [row('o', 'order', '121.00'), row('s1', 'surcharge', '6.60'), row('s2', 'surcharge', '3.30')],
    [['o', '21.00']],
  );

  it('within what is left of the order payment: one part', () => {
    expect(parts('50.00', from)).toEqual([['o', '50.00']]);
  });

  it('past it: the order payment rest, then the surcharges oldest first', () => {
    expect(parts('105.00', from)).toEqual([
      ['o', '100.00'],
      ['s1', '5.00'],
    ]);
    expect(parts('109.90', from)).toEqual([
      ['o', '100.00'],
      ['s1', '6.60'],
      ['s2', '3.30'],
    ]);
  });

  it('skips a payment with nothing left', () => {
    const spent = sources([row('o', 'order', '121.00'), row('s1', 'surcharge', '6.60')], [['o', '121.00']]);
    expect(parts('6.60', spent)).toEqual([['s1', '6.60']]);
  });
});
