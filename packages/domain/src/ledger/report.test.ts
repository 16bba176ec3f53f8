import { describe, expect, it } from 'vitest';
import { ledgerTotals } from './report.js';

describe('payments report totals', () => {
  it('sums per kind, per currency and in hryvnias at each row’s own rate', () => {
    expect(
      ledgerTotals([
        { kind: 'payment', amount: '121.00', currency: 'USD', amountUah: '4990.04' },
        { kind: 'refund', amount: '10.10', currency: 'USD', amountUah: '416.52' },
        { kind: 'payment', amount: '50.00', currency: 'EUR', amountUah: '2200.00' },
        { kind: 'payment', amount: '0.10', currency: 'USD', amountUah: '4.20' },
      ]),
    ).toEqual([
      {
        kind: 'payment',
        count: 3,
        amounts: [
          { amount: '50.00', currency: 'EUR' },
          { amount: '121.10', currency: 'USD' },
        ],
        amountUah: '7194.24',
      },
      { kind: 'refund', count: 1, amounts: [{ amount: '10.10', currency: 'USD' }], amountUah: '416.52' },
    ]);
    expect(ledgerTotals([])).toEqual([]);
  });

  it('takes rows already summed per kind and currency, and lists kinds in the ledger’s order', () => {
    expect(
      ledgerTotals([
        { kind: 'refund', amount: '31.00', currency: 'USD', amountUah: '1279.00', count: 2 },
        { kind: 'payment', amount: '242.00', currency: 'USD', amountUah: '9980.08', count: 2 },
      ]).map((total) => [total.kind, total.count]),
    ).toEqual([
      ['payment', 2],
      ['refund', 2],
    ]);
  });
});
