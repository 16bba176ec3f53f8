// Issue 6 "Done when: ... every amount they are shown equals what they are charged": a cheaper shop
// price is refunded with its fee share (SPEC §4 "refunded (full or partial ...)"), an accepted rise
// (SPEC §9 "Over-price allowed up to +20% but at most 20 USD") is a surcharge with its fee share.
import { describe, expect, it } from 'vitest';
import { buyoutChargedSummary, priceDropRefundLine, surchargeAmount } from './differences.js';
import { partialRefundAmount } from './processing.js';

// The paid order of the console tests: 60.00 x1 + 25.00 x2 = 110.00, 8% service 8.80, 2% insurance 2.20.
const paid = {
  productsTotal: { amount: '110.00', currency: 'USD' as const },
  serviceFee: { amount: '8.80', currency: 'USD' as const },
  insurance: { amount: '2.20', currency: 'USD' as const },
};

describe('surchargeAmount', () => {
  it('a rise of 6.00 pays 6.00 + 11.00 x 6/110 = 6.60', () => {
    expect(surchargeAmount({ rise: '6.00', paid })).toEqual({ amount: '6.60', currency: 'USD' });
  });

  it('a rise of 20.00 pays 20.00 + 2.00 = 22.00', () => {
    expect(surchargeAmount({ rise: '20', paid })).toEqual({ amount: '22.00', currency: 'USD' });
  });

  it('rounds once, half-down: 1.00 + 11 x 1/110 = 1.10; 0.05 + 0.005 = 0.055 -> 0.05', () => {
    expect(surchargeAmount({ rise: '1.00', paid }).amount).toBe('1.10');
    expect(surchargeAmount({ rise: '0.05', paid }).amount).toBe('0.05');
  });

  it('no rise (or a drop) is nothing to pay', () => {
    expect(surchargeAmount({ rise: '0', paid }).amount).toBe('0.00');
    expect(surchargeAmount({ rise: '-3', paid }).amount).toBe('0.00');
  });
});

describe('priceDropRefundLine', () => {
  it('25.00 x2 bought at 20.00: 5.00 per unit for 2 units, refunded 10.00 + 1.00 fee share', () => {
    const drop = priceDropRefundLine({ price: '25.00', quantity: 2 }, '20.00', 2);
    expect(drop).toEqual({ unitPrice: '5.00', quantity: 2 });
    expect(partialRefundAmount({ lines: [drop!], paid })).toEqual({ amount: '11.00', currency: 'USD' });
  });

  it('counts the units bought only: 1 of 2 at 24.50 is 0.50 for 1 unit', () => {
    expect(priceDropRefundLine({ price: '25.00', quantity: 2 }, '24.50', 1)).toEqual({
      unitPrice: '0.50',
      quantity: 1,
    });
  });

  it('same or higher price, or nothing bought: nothing to refund', () => {
    expect(priceDropRefundLine({ price: '25.00', quantity: 2 }, '25.00', 2)).toBeNull();
    expect(priceDropRefundLine({ price: '25.00', quantity: 2 }, '26.00', 2)).toBeNull();
    expect(priceDropRefundLine({ price: '25.00', quantity: 2 }, '20.00', 0)).toBeNull();
  });
});

describe('buyoutChargedSummary', () => {
  it('121.00 paid + 6.60 surcharge - 11.00 refunded = 116.60 charged; 2.20 still due', () => {
    const usd = (amount: string) => ({ amount, currency: 'USD' as const });
    expect(
      buyoutChargedSummary({
        currency: 'USD',
        paid: usd('121.00'),
        surchargesPaid: [usd('6.60')],
        surchargesDue: [usd('2.20')],
        refunds: [usd('11.00')],
      }),
    ).toEqual({
      paid: usd('121.00'),
      surcharges: usd('6.60'),
      surchargesDue: usd('2.20'),
      refunded: usd('11.00'),
      charged: usd('116.60'),
    });
  });
});
