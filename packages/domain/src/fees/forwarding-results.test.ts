import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { NBU_RATES_SNAPSHOT } from '../reference/rates-snapshot.js';
import { forwardingSettingsFor, type ForwardingSettings } from '../reference/settings.js';
import { forwardingFeeLines, forwardingResults, type ForwardingResultsInput } from './forwarding-results.js';

const rates = NBU_RATES_SNAPSHOT;
const settings: ForwardingSettings = forwardingSettingsFor({ maxCost: money('150', 'EUR') });
const input = (over: Partial<ForwardingResultsInput>): ForwardingResultsInput => ({
  items: [],
  currency: 'EUR',
  rates,
  settings,
  ...over,
});

describe('SPEC §2 results panel, EUR order of 2 x 60 + 80 = 200 EUR', () => {
  const r = forwardingResults(
    input({
      items: [
        { quantity: 2, price: '60' },
        { quantity: 1, price: '80' },
      ],
    }),
  );

  it('order sum 200.00 EUR and no EUR equivalent line ("plus EUR equivalent if the currency is not EUR")', () => {
    expect(r.orderSum).toEqual({ amount: '200.00', currency: 'EUR' });
    expect(r.orderSumEur).toBeNull();
    expect(r.showPanel).toBe(true);
  });

  it('"Guarantee 1% of the sum" = 2.00; insurance 2% of the total = 4.00', () => {
    expect(r.guarantee.amount).toBe('2.00');
    expect(r.insuranceFee.amount).toBe('4.00');
  });

  it('customs estimate 5.00 + 11.00 + 1.50 = 17.50 EUR = 639.41 UAH; over the country limit', () => {
    expect(r.customs.total.amount).toBe('17.50');
    // 17.50 x 36.5375 = 639.40625 -> 639.41
    expect(r.customsUah).toEqual({ amount: '639.41', currency: 'UAH' });
    expect(r.isOverLimit).toBe(true);
  });
});

describe('USD order: EUR equivalent and customs through the NBU rates', () => {
  it('150 USD = 150 x 36.5686 / 36.5375 = 150.13 EUR: just over the 150 EUR limit', () => {
    const r = forwardingResults(input({ currency: 'USD', items: [{ quantity: 1, price: '150' }] }));
    expect(r.orderSumEur).toEqual({ amount: '150.13', currency: 'EUR' });
    expect(r.isOverLimit).toBe(true);
    // excess 0.1277 EUR: duty 0.01, VAT 0.03, fee 0.00
    expect(r.customs.total.amount).toBe('0.04');
    expect(r.guarantee).toEqual({ amount: '1.50', currency: 'USD' });
  });

  it('149 USD is under the limit and pays no customs', () => {
    const r = forwardingResults(input({ currency: 'USD', items: [{ quantity: 1, price: '149' }] }));
    expect(r.isOverLimit).toBe(false);
    expect(r.customs.total.amount).toBe('0.00');
  });
});

describe('SPEC §5 "Only items with price above 0 count toward totals"', () => {
  it('rows with price 0, empty or half-typed price, or no quantity are left out', () => {
    const r = forwardingResults(
      input({
        items: [
          { quantity: 1, price: '0' },
          { quantity: 1, price: '' },
          { quantity: 1, price: 'abc' },
          { quantity: 0, price: '10' },
          { quantity: 3, price: '12,5' },
        ],
      }),
    );
    expect(r.countedItems).toBe(1);
    expect(r.orderSum.amount).toBe('37.50');
  });

  it('SPEC §2 "Results panel (shown when the product total is above 0)": no priced row, no panel', () => {
    expect(forwardingResults(input({ items: [{ quantity: 1, price: '0' }] })).showPanel).toBe(false);
  });
});

describe('exempt goods, additional services and bonuses', () => {
  it('a 300 EUR power bank pays only the 3% service fee on the 150 excess (4.50)', () => {
    const r = forwardingResults(input({ items: [{ quantity: 1, price: '300', exempt: true }] }));
    expect(r.customs.total.amount).toBe('4.50');
  });

  it('additional services 39 (2 USD) and 40 (1 EUR) total 2 x 36.5686 + 36.5375 = 109.67 UAH', () => {
    const r = forwardingResults(
      input({
        additionalServices: [
          { key: 39, cost: money('2', 'USD') },
          { key: 40, cost: money('1', 'EUR') },
        ],
      }),
    );
    // 73.1372 + 36.5375 = 109.6747 -> 109.67
    expect(r.additionalServicesUah).toEqual({ amount: '109.67', currency: 'UAH' });
  });

  it('bonuses usable = min(balance, delivery cost in UAH): min(300, 14 USD = 511.96) = 300.00', () => {
    const r = forwardingResults(
      input({ bonusBalance: money('300', 'UAH'), deliveryCost: money('14', 'USD') }),
    );
    expect(r.bonusesUsable).toEqual({ amount: '300.00', currency: 'UAH' });
  });
});

describe('issue 14 item 9 "One fee name and one number": the guarantee and insurance lines', () => {
  it('1% guarantee and 2% insurance of 123.45 USD, rounded half-down: 1.23 and 2.47', () => {
    // 1.2345 -> 1.23; 2.469 -> 2.47
    expect(
      forwardingFeeLines(money('123.45', 'USD'), { percentGuarantee: 1, percentInsuranceServiceFee: 2 }),
    ).toEqual([
      { kind: 'guarantee', percent: 1, cost: { amount: '1.23', currency: 'USD' } },
      { kind: 'insurance', percent: 2, cost: { amount: '2.47', currency: 'USD' } },
    ]);
  });

  it("a saved order's stored insurance stands; the guarantee follows the sum", () => {
    const lines = forwardingFeeLines(
      money('200.00', 'EUR'),
      { percentGuarantee: 1, percentInsuranceServiceFee: 3 },
      money('4.00', 'EUR'),
    );
    expect(lines.map((line) => line.cost.amount)).toEqual(['2.00', '4.00']);
  });

  it('the results panel carries the same lines as the stored order sum gives', () => {
    const r = forwardingResults(
      input({
        currency: 'USD',
        items: [{ quantity: 3, price: '41.15' }],
        settings: { ...settings, percentGuarantee: 1.5 },
      }),
    );
    expect(r.feeLines).toEqual(
      forwardingFeeLines(r.orderSum, { percentGuarantee: 1.5, percentInsuranceServiceFee: 2 }),
    );
    expect(r.guarantee).toEqual(r.feeLines[0]?.cost);
    expect(r.insuranceFee).toEqual(r.feeLines[1]?.cost);
  });
});
