import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { CUSTOMS_CALCULATOR_PRESET, CUSTOMS_FREE_LIMIT, estimateCustoms } from './estimate.js';

const eur = (amount: string) => money(amount, 'EUR');

describe('SPEC §9 "up to 150 EUR no duties"', () => {
  it('a 150.00 EUR parcel pays nothing and is not over the limit', () => {
    const e = estimateCustoms([{ value: eur('150.00') }], CUSTOMS_FREE_LIMIT);
    expect(e.total.amount).toBe('0.00');
    expect(e.isOverLimit).toBe(false);
  });
});

describe('SPEC §9 "Above it: duty 10% of the excess, VAT 20% on excess plus duty, service fee 3%"', () => {
  it('200 EUR -> excess 50, duty 5.00, VAT 11.00, service fee 1.50 (3% of the excess), total 17.50', () => {
    const e = estimateCustoms([{ value: eur('120') }, { value: eur('80') }], CUSTOMS_FREE_LIMIT);
    expect(e.goodsTotal.amount).toBe('200');
    expect(e.excess.amount).toBe('50.00');
    expect(e.duty.amount).toBe('5.00');
    expect(e.vat.amount).toBe('11.00');
    expect(e.serviceFee.amount).toBe('1.50');
    expect(e.total).toEqual({ amount: '17.50', currency: 'EUR' });
    expect(e.isOverLimit).toBe(true);
  });

  it('"rounded to 2 decimals" half-down: 150.05 EUR -> duty 0.005 -> 0.00, VAT 0.011 -> 0.01, fee 0.0015 -> 0.00', () => {
    const e = estimateCustoms([{ value: eur('150.05') }], CUSTOMS_FREE_LIMIT);
    expect([e.duty.amount, e.vat.amount, e.serviceFee.amount, e.total.amount]).toEqual([
      '0.00',
      '0.01',
      '0.00',
      '0.01',
    ]);
  });

  it('percents are configurable: customs 5, VAT 0, service 2 on 250 EUR -> 5.00 + 0.00 + 2.00', () => {
    const e = estimateCustoms([{ value: eur('250') }], CUSTOMS_FREE_LIMIT, {
      percentCustomsClearance: 5,
      percentValueAddedTax: 0,
      percentFeeForService: 2,
    });
    expect([e.duty.amount, e.vat.amount, e.serviceFee.amount, e.total.amount]).toEqual([
      '5.00',
      '0.00',
      '2.00',
      '7.00',
    ]);
  });

  it('"calculator default: free limit 100": 150 EUR in the calculator -> excess 50 -> 17.50', () => {
    const { freeLimit, defaultValue } = CUSTOMS_CALCULATOR_PRESET;
    const e = estimateCustoms([{ value: defaultValue }], freeLimit);
    expect(e.excess.amount).toBe('50.00');
    expect(e.total.amount).toBe('17.50');
  });
});

describe('SPEC §9 "Duty and VAT are cancelled for generators, charging stations, power banks, satellite terminals"', () => {
  it('a 300 EUR generator alone: no duty, no VAT, service fee 3% of the 150 excess = 4.50', () => {
    const e = estimateCustoms([{ value: eur('300'), exempt: true }], CUSTOMS_FREE_LIMIT);
    expect(e.isOverLimit).toBe(true);
    expect([e.duty.amount, e.vat.amount, e.serviceFee.amount]).toEqual(['0.00', '0.00', '4.50']);
  });

  it('only the exempt line is left out: 100 power bank + 200 clothes -> duty on 50, fee on 150', () => {
    const e = estimateCustoms(
      [{ value: eur('100'), exempt: true }, { value: eur('200') }],
      CUSTOMS_FREE_LIMIT,
    );
    expect(e.dutiableExcess.amount).toBe('50.00');
    expect([e.duty.amount, e.vat.amount, e.serviceFee.amount, e.total.amount]).toEqual([
      '5.00',
      '11.00',
      '4.50',
      '20.50',
    ]);
  });
});

describe('estimate input checks', () => {
  it('refuses items in another currency than the limit', () => {
    expect(() => estimateCustoms([{ value: money('200', 'USD') }], CUSTOMS_FREE_LIMIT)).toThrow(
      /convert first/,
    );
  });

  it('an empty parcel pays nothing', () => {
    expect(estimateCustoms([], CUSTOMS_FREE_LIMIT).total.amount).toBe('0.00');
  });
});
