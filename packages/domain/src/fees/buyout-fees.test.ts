import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { BUYOUT_SETTINGS_DEFAULTS, type BuyoutSettings } from '../reference/settings.js';
import { NBU_RATES_SNAPSHOT } from '../reference/rates-snapshot.js';
import {
  buyoutFeePromise,
  buyoutFees,
  buyoutNeedsDocuments,
  type BuyoutProductInput,
} from './buyout-fees.js';
import { Dec } from '../money/decimal.js';

const rates = NBU_RATES_SNAPSHOT;
const settings: BuyoutSettings = {
  ...BUYOUT_SETTINGS_DEFAULTS,
  percentServiceFee: 10,
  minCommission: '5',
  percentInsuranceFee: 2,
  taxFreeQuantity: 2,
  overQuantityFee: '3',
  isDiscountServiceFee: false,
  amountCustomsLimit: '150',
  overPriceCommissionShopsList: [{ domain: 'amazon.com', percentServiceFee: 8, minCommission: '4' }],
  tariffs: [
    { price: '7', to: 0.5 },
    { price: '6.5', to: 5 },
  ],
};
const line = (price: string, quantity = 1, link = 'https://www.bestbuy.com/p/1'): BuyoutProductInput => ({
  link,
  price,
  quantity,
});

describe('SPEC §9 "service fee is percentServiceFee of the products total, not below minCommission"', () => {
  it('2 x 40 = 80 USD -> fee 8.00, insurance 1.60, total 89.60, 89.60 x 36.5686 = 3276.55 UAH', () => {
    const fees = buyoutFees([line('40', 2)], settings, rates);
    expect(fees.productsTotal).toEqual({ amount: '80.00', currency: 'USD' });
    expect(fees.serviceFeePercent).toBe(10);
    expect(fees.serviceFee.amount).toBe('8.00');
    expect(fees.insurance.amount).toBe('1.60');
    expect(fees.total.amount).toBe('89.60');
    // 89.60 x 36.5686 = 3276.54656 -> 3276.55
    expect(fees.totalUah).toEqual({ amount: '3276.55', currency: 'UAH' });
    expect(fees.customs).toBeNull();
  });

  it('20 USD of goods: 10% is 2.00, so the 5.00 minimum commission applies', () => {
    expect(buyoutFees([line('20')], settings, rates).serviceFee.amount).toBe('5.00');
  });
});

describe('SPEC §9 "a shop-specific override applies when the first product link\'s domain is in the overprice list"', () => {
  it('first link on www.amazon.com: 8% of 100 = 8.00 (not 10.00)', () => {
    const fees = buyoutFees([line('100', 1, 'https://www.amazon.com/dp/B0')], settings, rates);
    expect(fees.shopCommission?.domain).toBe('amazon.com');
    expect(fees.serviceFeePercent).toBe(8);
    expect(fees.serviceFee.amount).toBe('8.00');
  });

  it("the shop's own minimum applies too: 8% of 30 = 2.40 -> amazon minimum 4.00 (not the general 5.00)", () => {
    expect(buyoutFees([line('30', 1, 'https://amazon.com/dp/B0')], settings, rates).serviceFee.amount).toBe(
      '4.00',
    );
  });

  it('only the first link decides: amazon.com in the second line changes nothing', () => {
    const fees = buyoutFees([line('100'), line('100', 1, 'https://amazon.com/x')], settings, rates);
    expect(fees.shopCommission).toBeNull();
    expect(fees.serviceFee.amount).toBe('20.00');
  });
});

describe('SPEC §9 "The service fee is waived (shown 0%) when isDiscountServiceFee is on and the products total is 100 or less"', () => {
  const discount = { ...settings, isDiscountServiceFee: true };

  it('100.00 USD: fee 0.00 shown as 0%', () => {
    const fees = buyoutFees([line('100')], discount, rates);
    expect(fees.isServiceFeeWaived).toBe(true);
    expect(fees.serviceFeePercent).toBe(0);
    expect(fees.serviceFee.amount).toBe('0.00');
  });

  it('100.01 USD: the fee is charged again (10.00)', () => {
    expect(buyoutFees([line('100.01')], discount, rates).serviceFee.amount).toBe('10.00');
  });
});

describe('SPEC §9 "The over-quantity fee applies per product beyond taxFreeQuantity" (product lines)', () => {
  it('4 lines with taxFreeQuantity 2 and 3 USD per extra line -> 2 x 3 = 6.00, added to the total', () => {
    const fees = buyoutFees([line('10'), line('10'), line('10'), line('10', 5)], settings, rates);
    expect(fees.overQuantityLines).toBe(2);
    expect(fees.overQuantityFee.amount).toBe('6.00');
    // products 80 + over-quantity 6 + service 8 + insurance 1.60
    expect(fees.total.amount).toBe('95.60');
  });

  it('quantity inside one line does not count as extra products', () => {
    expect(buyoutFees([line('1', 50)], settings, rates).overQuantityLines).toBe(0);
  });
});

describe('SPEC §9 "Customs when products total exceeds amountCustomsLimit"', () => {
  it('200 USD over a 150 limit: clearance 5.00 + VAT 11.00 + service 1.50 = 17.50 USD', () => {
    const customs = buyoutFees([line('200')], settings, rates).customs;
    expect(customs?.excess.amount).toBe('50.00');
    expect([customs?.duty.amount, customs?.vat.amount, customs?.serviceFee.amount]).toEqual([
      '5.00',
      '11.00',
      '1.50',
    ]);
    expect(customs?.total).toEqual({ amount: '17.50', currency: 'USD' });
  });

  it('exactly 150 USD: no customs', () => {
    expect(buyoutFees([line('150')], settings, rates).customs).toBeNull();
  });

  it('payment success documents notice: "If the order total is at least amountCustomsLimit"', () => {
    expect(buyoutNeedsDocuments(money('150', 'USD'), settings)).toBe(true);
    expect(buyoutNeedsDocuments(money('149.99', 'USD'), settings)).toBe(false);
  });
});

describe('SPEC §9 "The international tariff line shows the first tariff price and its to value"', () => {
  it('7 USD / 0.5 kg', () => {
    expect(buyoutFees([], settings, rates).tariffLine).toEqual({
      price: { amount: '7.00', currency: 'USD' },
      toKg: 0.5,
    });
  });
});

describe('an empty or half-typed order never crashes', () => {
  it('no priced lines -> every figure 0.00 and no commission minimum', () => {
    const fees = buyoutFees([line(''), line('abc'), line('0')], settings, rates);
    expect(fees.productLines).toBe(0);
    expect([fees.serviceFee.amount, fees.total.amount, fees.totalUah.amount]).toEqual([
      '0.00',
      '0.00',
      '0.00',
    ]);
  });
});

describe('issue 14 item 9: the home page promise agrees with the fee charged', () => {
  const withShops: BuyoutSettings = {
    ...settings,
    overPriceCommissionShopsList: [
      { domain: 'amazon.com', percentServiceFee: 8, minCommission: '4' },
      { domain: 'ebay.com', percentServiceFee: 12, minCommission: '6' },
    ],
  };

  it('"from 8 %": the lowest of the standard 10 % and the shops\' 8 % and 12 %; insurance 2 %', () => {
    expect(buyoutFeePromise(withShops)).toEqual({ servicePercentFrom: 8, insurancePercent: 2 });
    expect(buyoutFeePromise({ ...withShops, overPriceCommissionShopsList: [] }).servicePercentFrom).toBe(10);
  });

  it('every order, whatever its shop and total, is charged at least the promised share, and some order exactly it', () => {
    const promise = buyoutFeePromise(withShops);
    const links = [
      'https://www.bestbuy.com/p/1',
      'https://www.amazon.com/dp/1',
      'https://www.ebay.com/itm/1',
    ];
    const shown = new Set<number>();
    for (const link of links) {
      for (const total of ['0.99', '20', '49.99', '50', '75', '100', '333.33', '2000']) {
        const fees = buyoutFees([line(total, 1, link)], withShops, rates);
        shown.add(fees.serviceFeePercent);
        expect(fees.serviceFeePercent).toBeGreaterThanOrEqual(promise.servicePercentFrom);
        const least = new Dec(total)
          .times(promise.servicePercentFrom)
          .dividedBy(100)
          .toDecimalPlaces(2, Dec.ROUND_DOWN);
        expect(new Dec(fees.serviceFee.amount).greaterThanOrEqualTo(least)).toBe(true);
        expect(fees.insurance.amount).toBe(
          new Dec(total)
            .times(promise.insurancePercent)
            .dividedBy(100)
            .toDecimalPlaces(2, Dec.ROUND_HALF_DOWN)
            .toFixed(2),
        );
      }
    }
    expect(shown.has(promise.servicePercentFrom)).toBe(true);
  });
});
