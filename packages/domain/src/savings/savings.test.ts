import { describe, expect, it } from 'vitest';
import { findCountry } from '../reference/countries.js';
import { NBU_RATES_SNAPSHOT } from '../reference/rates-snapshot.js';
import { compareSaving } from './savings.js';

const us = findCountry('US')!;
const delivery = { grid: us.tariffGrid, currency: us.currency, stockId: 'us-de' };

describe('SPEC §1 savings slider: priceUkraine against priceUSA plus delivery', () => {
  it('100 USD goods of 1 kg: 3656.86 UAH + 14 USD delivery (511.96 UAH) against 6000 UAH at home', () => {
    const s = compareSaving({
      priceUkraine: { amount: '6000', currency: 'UAH' },
      priceAbroad: { amount: '100', currency: 'USD' },
      weightKg: '1',
      delivery,
      rates: NBU_RATES_SNAPSHOT,
    })!;
    expect(s.priceAbroadUah.amount).toBe('3656.86');
    expect(s.deliveryUah.amount).toBe('511.96');
    expect(s.totalAbroadUah.amount).toBe('4168.82');
    expect(s.saving.amount).toBe('1831.18');
    expect(s.savingPercent).toBe(30);
  });

  it('a negative saving when the home price is lower, and null outside the price list', () => {
    const base = {
      priceAbroad: { amount: '100', currency: 'USD' as const },
      delivery,
      rates: NBU_RATES_SNAPSHOT,
    };
    const s = compareSaving({ ...base, priceUkraine: { amount: '3000', currency: 'UAH' }, weightKg: '0.5' })!;
    expect(Number(s.saving.amount)).toBeLessThan(0);
    expect(
      compareSaving({ ...base, priceUkraine: { amount: '3000', currency: 'UAH' }, weightKg: '31' }),
    ).toBeNull();
  });
});
