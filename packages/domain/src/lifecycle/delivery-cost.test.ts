import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { NBU_RATES_SNAPSHOT as rates } from '../reference/rates-snapshot.js';
import { bonusesOnReceipt, deliveryCostFor } from './delivery-cost.js';

describe('deliveryCostFor: the price list for the weighed parcel (SPEC §9 "Price list calculation")', () => {
  it('US 1 kg at the first warehouse (Delaware, 7 USD per 0.5 kg): 2 x 7 x 1 = 14.00 USD', () => {
    expect(deliveryCostFor({ weightKg: '1', countryCode: 'US', rates })).toEqual({
      amount: '14.00',
      currency: 'USD',
    });
  });

  it('US 1 kg at Oregon (7.5 per 0.5 kg) when the warehouse is named: 15.00 USD', () => {
    expect(deliveryCostFor({ weightKg: '1', countryCode: 'US', rates, stockId: 'us-or' })?.amount).toBe(
      '15.00',
    );
  });

  it('PL 1.2 kg is billed as 1.5 kg in Warsaw (14 PLN per 0.5 kg): 2 x 14 x 1.5 = 42.00 PLN', () => {
    expect(deliveryCostFor({ weightKg: '1.2', countryCode: 'pl', rates })).toEqual({
      amount: '42.00',
      currency: 'PLN',
    });
  });

  it('no price for an unknown country, a zero weight or a weight beyond the grid', () => {
    expect(deliveryCostFor({ weightKg: '1', countryCode: 'XX', rates })).toBeNull();
    expect(deliveryCostFor({ weightKg: '0', countryCode: 'US', rates })).toBeNull();
    expect(deliveryCostFor({ weightKg: '30.5', countryCode: 'US', rates })).toBeNull();
  });
});

describe('bonusesOnReceipt: SPEC §9 "5 currency units per 0.5 kg ... capped at the delivery cost at the national bank rate"', () => {
  it('2 kg with a 14 USD delivery: 4 x 5 = 20.00 UAH (cap 511.96 UAH not reached)', () => {
    expect(bonusesOnReceipt({ weightKg: '2', deliveryCost: money('14', 'USD'), rates })).toEqual({
      amount: '20.00',
      currency: 'UAH',
    });
  });

  it('10 kg (100 UAH earned) with a 2 USD delivery: capped at 2 x 36.5686 = 73.1372 -> 73.14 UAH', () => {
    expect(bonusesOnReceipt({ weightKg: '10', deliveryCost: money('2', 'USD'), rates }).amount).toBe('73.14');
  });

  it('the cap is inclusive: 1 kg (10 UAH) with a 10 UAH delivery earns exactly 10.00', () => {
    expect(bonusesOnReceipt({ weightKg: '1', deliveryCost: money('10', 'UAH'), rates }).amount).toBe('10.00');
  });

  it('nothing for a free delivery or a parcel without weight', () => {
    expect(bonusesOnReceipt({ weightKg: '2', deliveryCost: money('0', 'USD'), rates }).amount).toBe('0.00');
    expect(bonusesOnReceipt({ weightKg: '0', deliveryCost: money('14', 'USD'), rates }).amount).toBe('0.00');
  });
});
