import { describe, expect, it } from 'vitest';
import { findCountry } from '../reference/countries.js';
import { NBU_RATES_SNAPSHOT } from '../reference/rates-snapshot.js';
import type { TariffEntry } from '../reference/types.js';
import { priceListErrorMessage } from './messages.js';
import { billedWeight, quotePriceList } from './price-list.js';

const rates = NBU_RATES_SNAPSHOT;
const us = findCountry('US')!;
const grid: TariffEntry[] = [
  { from: 0, to: 1, price: '7', stockId: 'a' },
  { from: 1, to: 5, price: '6', stockId: 'a' },
  { from: 0, to: 5, price: '8', stockId: 'b' },
];

describe('SPEC §9 "weight rounded up to the next 0.5 kg"', () => {
  it.each([
    ['0.01', '0.5'],
    ['0.5', '0.5'],
    ['0.51', '1'],
    ['1.2', '1.5'],
    ['2', '2'],
  ])('%s kg is billed as %s kg', (weight, billed) => {
    expect(billedWeight(weight)).toBe(billed);
  });
});

describe('SPEC §9 "price is twice the entry price times the rounded weight"', () => {
  it('US Delaware, 1 kg at 7 USD per 0.5 kg -> 14.00 USD -> 14 x 36.5686 = 511.96 UAH', () => {
    const quote = quotePriceList({
      weightKg: 1,
      grid: us.tariffGrid,
      currency: us.currency,
      rates,
      stockId: 'us-de',
    });
    expect(quote).toMatchObject({
      ok: true,
      billedWeightKg: '1',
      price: { amount: '14.00', currency: 'USD' },
    });
    // 14 x 36.5686 = 511.9604 -> 511.96
    expect(quote.ok && quote.priceUah).toEqual({ amount: '511.96', currency: 'UAH' });
  });

  it('"1,2" kg is billed as 1.5 kg in the (1, 5] band: 2 x 6 x 1.5 = 18.00', () => {
    const quote = quotePriceList({ weightKg: '1,2', grid, currency: 'USD', rates, stockId: 'a' });
    expect(quote.ok && quote.price.amount).toBe('18.00');
  });
});

describe('SPEC §9 "the tariff entry applies when weight is above from and at most to"', () => {
  it('exactly 1 kg takes the (0, 1] entry; 1.01 kg (billed 1.5) takes (1, 5]', () => {
    const at1 = quotePriceList({ weightKg: '1', grid, currency: 'USD', rates, stockId: 'a' });
    const over1 = quotePriceList({ weightKg: '1.01', grid, currency: 'USD', rates, stockId: 'a' });
    expect(at1.ok && at1.entry.price).toBe('7');
    expect(over1.ok && over1.entry.price).toBe('6');
    expect(over1.ok && over1.price.amount).toBe('18.00');
  });
});

describe('SPEC §9 "with several places the grid is filtered by the selected warehouse id"', () => {
  it('the same 2 kg costs 24.00 at warehouse a and 32.00 at warehouse b', () => {
    const a = quotePriceList({ weightKg: 2, grid, currency: 'USD', rates, stockId: 'a' });
    const b = quotePriceList({ weightKg: 2, grid, currency: 'USD', rates, stockId: 'b' });
    expect(a.ok && a.price.amount).toBe('24.00');
    expect(b.ok && b.price.amount).toBe('32.00');
  });

  it('a grid with several warehouses and none selected asks to choose one', () => {
    expect(quotePriceList({ weightKg: 2, grid, currency: 'USD', rates })).toEqual({
      ok: false,
      error: 'unknown_warehouse',
    });
    expect(quotePriceList({ weightKg: 2, grid, currency: 'USD', rates, stockId: 'zzz' })).toMatchObject({
      error: 'unknown_warehouse',
    });
  });

  it('a single-warehouse grid needs no selection (Germany, 3 kg at 3.50 EUR -> 21.00 EUR)', () => {
    const de = findCountry('DE')!;
    const quote = quotePriceList({ weightKg: 3, grid: de.tariffGrid, currency: de.currency, rates });
    expect(quote.ok && quote.price).toEqual({ amount: '21.00', currency: 'EUR' });
    // 21 x 36.5375 = 767.2875 -> 767.29
    expect(quote.ok && quote.priceUah.amount).toBe('767.29');
  });
});

describe('bad weights give an error result, never a crash', () => {
  it.each([
    ['0', 'weight_not_positive'],
    ['-1', 'weight_not_positive'],
    ['abc', 'weight_invalid'],
    ['', 'weight_invalid'],
  ])('%j -> %s', (weightKg, error) => {
    expect(quotePriceList({ weightKg, grid, currency: 'USD', rates, stockId: 'a' })).toMatchObject({
      ok: false,
      error,
    });
  });

  it('5.2 kg (billed 5.5) is beyond the 5 kg grid and says so', () => {
    const result = quotePriceList({ weightKg: '5.2', grid, currency: 'USD', rates, stockId: 'a' });
    expect(result).toEqual({ ok: false, error: 'weight_out_of_grid', maxWeightKg: 5 });
    expect(priceListErrorMessage('weight_out_of_grid', 'uk', 5)).toBe(
      'Ми приймаємо посилки вагою до 5\u00a0кг',
    );
    expect(priceListErrorMessage('weight_out_of_grid', 'ro', 2.5)).toBe(
      'Acceptăm colete de până la 2,5\u00a0kg',
    );
    expect(priceListErrorMessage('weight_out_of_grid', 'en', 2.5)).toBe(
      'We accept parcels of up to 2.5\u00a0kg',
    );
  });
});
