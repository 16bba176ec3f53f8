// Issue 14 item 2 "Buy-out lines that end": a refused or unavailable line is closed; it leaves the
// "N of M" counts, the cost and the customs estimate, and its refund carries the over-quantity fee it
// caused. SPEC §9: "The over-quantity fee applies per product beyond taxFreeQuantity. Total = products +
// over-quantity fee + service fee + insurance."
import { describe, expect, it } from 'vitest';
import { buyoutFees } from '../fees/buyout-fees.js';
import { money } from '../money/money.js';
import type { Rates } from '../money/rates.js';
import { BUYOUT_SETTINGS_DEFAULTS } from '../reference/settings.js';
import { buyoutKeptFees, type KeptFeesLine } from './kept-fees.js';
import { overQuantityRefund, partialRefundAmount } from './processing.js';
import {
  buyoutLineState,
  isBuyoutLineClosed,
  isBuyoutLineComing,
  isBuyoutLineSettled,
  keptQuantity,
  type StoredLine,
} from './purchase.js';

const rates = { date: '2026-05-01', uahPer: { USD: '41.23' } } as Rates;
const settings = BUYOUT_SETTINGS_DEFAULTS; // taxFreeQuantity 5, overQuantityFee 2 USD, amazon 8% + 2%

const stored = (over: Partial<StoredLine> = {}): StoredLine => ({
  itemStatus: 'awaiting',
  decision: null,
  actualQuantity: null,
  ...over,
});

describe('closed lines: refused or unavailable', () => {
  const cases: [string, StoredLine, boolean][] = [
    ['not recorded', stored(), false],
    ['asking', stored({ decision: 'ask_customer', actualQuantity: 1 }), false],
    ['bought', stored({ itemStatus: 'purchased', actualQuantity: 2 }), false],
    ['received', stored({ itemStatus: 'received', actualQuantity: 2 }), false],
    ['refused', stored({ decision: 'refused', actualQuantity: 2 }), true],
    ['unavailable', stored({ actualQuantity: 0 }), true],
  ];
  for (const [name, line, closed] of cases)
    it(`${name}: ${closed ? 'closed, settled, not coming' : 'still coming'}`, () => {
      expect(isBuyoutLineClosed(line)).toBe(closed);
      expect(isBuyoutLineComing(line)).toBe(!closed);
      if (closed) {
        expect(isBuyoutLineSettled(line)).toBe(true);
        expect(['refused', 'unavailable']).toContain(buyoutLineState(line));
      }
    });

  it('keptQuantity: none of a closed line, the units bought of a lower quantity, all while undecided', () => {
    expect(keptQuantity({ ...stored({ actualQuantity: 0 }), quantity: 3 })).toBe(0);
    expect(keptQuantity({ ...stored({ decision: 'refused', actualQuantity: 2 }), quantity: 3 })).toBe(0);
    expect(keptQuantity({ ...stored(), quantity: 3 })).toBe(3);
    // A lower quantity the customer has not answered yet: the money of all 3 is still held.
    expect(keptQuantity({ ...stored({ decision: 'ask_customer', actualQuantity: 2 }), quantity: 3 })).toBe(3);
    expect(
      keptQuantity({
        ...stored({ decision: 'auto_accept', itemStatus: 'purchased', actualQuantity: 2 }),
        quantity: 3,
      }),
    ).toBe(2);
    expect(
      keptQuantity({
        ...stored({ decision: 'accepted', itemStatus: 'shipped', actualQuantity: 1 }),
        quantity: 3,
      }),
    ).toBe(1);
  });
});

describe('overQuantityRefund: "The over-quantity fee applies per product beyond taxFreeQuantity"', () => {
  const basis = (linesComing: number) => ({ linesComing, taxFreeQuantity: 5, overQuantityFee: '2' });

  it('7 lines paid 2 x 2.00: the 1st and 2nd line to end give 2.00 back each, the 3rd nothing', () => {
    expect(overQuantityRefund(basis(7), 1)).toBe('2.00');
    expect(overQuantityRefund(basis(6), 1)).toBe('2.00');
    expect(overQuantityRefund(basis(5), 1)).toBe('0.00');
    // Two ending together: the same 4.00 as one after the other.
    expect(overQuantityRefund(basis(7), 2)).toBe('4.00');
    expect(overQuantityRefund(basis(7), 3)).toBe('4.00');
  });

  it('nothing when no line ends or the order never paid the fee', () => {
    expect(overQuantityRefund(basis(7), 0)).toBe('0.00');
    expect(overQuantityRefund(basis(3), 1)).toBe('0.00');
  });

  it('a fee in cents stays exact: 1.35 per line, 9 lines, 3 ending -> 4.05', () => {
    expect(overQuantityRefund({ linesComing: 9, taxFreeQuantity: 5, overQuantityFee: '1.35' }, 3)).toBe(
      '4.05',
    );
  });
});

describe('partialRefundAmount with the over-quantity fee the units caused', () => {
  // 7 amazon lines of 10.00: products 70.00, service 8% 5.60, insurance 2% 1.40, 2 lines over 5 x 2.00.
  const paid = {
    productsTotal: money('70', 'USD'),
    serviceFee: money('5.60', 'USD'),
    insurance: money('1.40', 'USD'),
  };
  const overQuantity = { linesComing: 7, taxFreeQuantity: 5, overQuantityFee: '2' };

  it('a whole line ends: 10.00 + 7.00 x 10/70 + 2.00 = 13.00', () => {
    expect(
      partialRefundAmount({
        lines: [{ unitPrice: '10', quantity: 1, closesLine: true }],
        paid,
        overQuantity,
      }),
    ).toEqual({ amount: '13.00', currency: 'USD' });
  });

  it('units of a line still coming (a lower quantity) cause no over-quantity fee: 11.00', () => {
    expect(
      partialRefundAmount({ lines: [{ unitPrice: '10', quantity: 1 }], paid, overQuantity }).amount,
    ).toBe('11.00');
  });

  it('the share is rounded once, the fee added exactly: 3.33 -> 3.33 + 7 x 3.33/70 = 3.663 -> 3.66 + 2.00 = 5.66', () => {
    expect(
      partialRefundAmount({
        lines: [{ unitPrice: '3.33', quantity: 1, closesLine: true }],
        paid,
        overQuantity,
      }).amount,
    ).toBe('5.66');
  });

  it('without the basis (or with lines within taxFreeQuantity) it is the pro rata refund alone', () => {
    const lines = [{ unitPrice: '10', quantity: 1, closesLine: true }];
    expect(partialRefundAmount({ lines, paid }).amount).toBe('11.00');
    expect(
      partialRefundAmount({ lines, paid, overQuantity: { ...overQuantity, linesComing: 5 } }).amount,
    ).toBe('11.00');
  });
});

describe('buyoutKeptFees: the cost over the lines still coming, at the quantities bought', () => {
  const amazon = (n: number, price: string, quantity = 1, over: Partial<StoredLine> = {}): KeptFeesLine => ({
    link: `https://www.amazon.com/dp/B00000${n}`,
    price,
    quantity,
    ...stored(over),
  });
  // One 100.00 line and six of 10.00: products 160.00 (over the 150 customs limit), service 8% 12.80,
  // insurance 2% 3.20, over-quantity 2 x 2.00; total 180.00.
  const lines = [amazon(1, '100'), ...[2, 3, 4, 5, 6, 7].map((n) => amazon(n, '10'))];

  it('nothing ended: exactly buyoutFees', () => {
    const paid = buyoutFees(lines, settings, rates);
    expect(buyoutKeptFees(lines, settings, rates)).toEqual(paid);
    expect(paid.total.amount).toBe('180.00');
    expect(paid.overQuantityFee.amount).toBe('4.00');
    expect(paid.customs).not.toBeNull();
  });

  it('the 100.00 line unavailable: 60.00 + 4.80 + 1.20 + 1 line over x 2.00 = 68.00, no customs; paid 180.00 - refund 112.00', () => {
    const after = [amazon(1, '100', 1, { actualQuantity: 0 }), ...lines.slice(1)];
    const kept = buyoutKeptFees(after, settings, rates);
    expect(kept).toMatchObject({
      productsTotal: { amount: '60.00', currency: 'USD' },
      productLines: 6,
      serviceFee: { amount: '4.80', currency: 'USD' },
      insurance: { amount: '1.20', currency: 'USD' },
      overQuantityLines: 1,
      overQuantityFee: { amount: '2.00', currency: 'USD' },
      total: { amount: '68.00', currency: 'USD' },
      totalUah: { amount: '2803.64', currency: 'UAH' },
      customs: null,
    });
    // The refund written for it: 100.00 + 16.00 x 100/160 + 2.00 = 112.00; 180.00 - 112.00 = 68.00.
    const refund = partialRefundAmount({
      lines: [{ unitPrice: '100', quantity: 1, closesLine: true }],
      paid: {
        productsTotal: money('160', 'USD'),
        serviceFee: money('12.80', 'USD'),
        insurance: money('3.20', 'USD'),
      },
      overQuantity: { linesComing: 7, taxFreeQuantity: 5, overQuantityFee: '2' },
    });
    expect(refund.amount).toBe('112.00');
  });

  it('a refused line and a lower quantity: 2 of 3 bought count at 2, the refused one not at all', () => {
    const after = [
      amazon(1, '100', 1, { decision: 'refused', actualQuantity: 1 }),
      amazon(2, '10', 3, { decision: 'auto_accept', itemStatus: 'purchased', actualQuantity: 2 }),
      ...[3, 4, 5, 6, 7].map((n) => amazon(n, '10')),
    ];
    const kept = buyoutKeptFees(after, settings, rates);
    // Paid: 100 + 30 + 50 = 180.00 of goods, fee 14.40, insurance 3.60. Kept: 20 + 50 = 70.00, share 70/180.
    expect(kept.productsTotal.amount).toBe('70.00');
    expect(kept.serviceFee.amount).toBe('5.60');
    expect(kept.insurance.amount).toBe('1.40');
    expect(kept.overQuantityFee.amount).toBe('2.00');
    expect(kept.total.amount).toBe('79.00');
  });

  it('over the customs limit still: the estimate is over the goods kept', () => {
    const big = [amazon(1, '200'), amazon(2, '40')];
    const after = [big[0]!, amazon(2, '40', 1, { actualQuantity: 0 })];
    const kept = buyoutKeptFees(after, settings, rates);
    const alone = buyoutFees([big[0]!], settings, rates);
    expect(kept.customs).toEqual(alone.customs);
    expect(kept.productsTotal.amount).toBe('200.00');
  });
});
