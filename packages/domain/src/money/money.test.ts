import { describe, expect, it } from 'vitest';
import {
  addMoney,
  compareMoney,
  convertWithRate,
  maxMoney,
  minMoney,
  money,
  moneySchema,
  multiplyMoney,
  percentOf,
  roundMoney,
  subtractMoney,
  sumMoney,
} from './money.js';
import { MoneyError, roundAmount } from './decimal.js';

describe('exact decimal arithmetic (DESIGN §4: "never binary floats in calculations")', () => {
  it('adds 0.1 + 0.2 to exactly 0.3', () => {
    expect(addMoney(money('0.1', 'USD'), money('0.2', 'USD'))).toEqual({ amount: '0.3', currency: 'USD' });
  });

  it('multiplies quantity x unit price exactly: 3 x 19.99 = 59.97', () => {
    expect(multiplyMoney(money('19.99', 'EUR'), 3).amount).toBe('59.97');
  });

  it('sums a list and keeps the currency of an empty list', () => {
    expect(sumMoney([money('10.10', 'UAH'), money('0.05', 'UAH')], 'UAH').amount).toBe('10.15');
    expect(sumMoney([], 'GBP')).toEqual({ amount: '0', currency: 'GBP' });
  });

  it('subtracts, compares and picks min/max', () => {
    expect(subtractMoney(money('200', 'EUR'), money('150', 'EUR')).amount).toBe('50');
    expect(compareMoney(money('150.00', 'EUR'), money('150', 'EUR'))).toBe(0);
    expect(compareMoney(money('150.01', 'EUR'), money('150', 'EUR'))).toBe(1);
    expect(minMoney(money('3', 'UAH'), money('2.5', 'UAH')).amount).toBe('2.5');
    expect(maxMoney(money('3', 'UAH'), money('2.5', 'UAH')).amount).toBe('3');
  });

  it('takes a percent without rounding: 3% of 10.10 = 0.303', () => {
    expect(percentOf(money('10.10', 'USD'), 3).amount).toBe('0.303');
  });

  it('converts with a direct rate: 100 USD x 36.5686 = 3656.86 UAH', () => {
    expect(convertWithRate(money('100', 'USD'), '36.5686', 'UAH')).toEqual({
      amount: '3656.86',
      currency: 'UAH',
    });
  });

  it('refuses to mix currencies, non-numeric amounts and non-positive rates', () => {
    expect(() => addMoney(money('1', 'USD'), money('1', 'EUR'))).toThrow(MoneyError);
    expect(() => money('abc', 'USD')).toThrow(MoneyError);
    expect(() => money(Number.NaN, 'USD')).toThrow(MoneyError);
    expect(() => convertWithRate(money('1', 'USD'), 0, 'UAH')).toThrow(MoneyError);
  });
});

describe('SPEC §9 "Prices shown to 2 decimals with ROUND_HALF_DOWN"', () => {
  it.each([
    ['2.345', '2.34'],
    ['2.3451', '2.35'],
    ['2.355', '2.35'],
    ['2.3549', '2.35'],
    ['2.346', '2.35'],
    ['-2.345', '-2.34'],
    ['14', '14.00'],
    ['0.005', '0.00'],
  ])('%s -> %s', (input, expected) => {
    expect(roundAmount(input)).toBe(expected);
    expect(roundMoney(money(input, 'USD')).amount).toBe(expected);
  });
});

describe('moneySchema (wire shape { amount, currency })', () => {
  it('accepts decimal strings with up to 2 decimals and a known currency', () => {
    expect(moneySchema.safeParse({ amount: '12.50', currency: 'UAH' }).success).toBe(true);
  });

  it('rejects floats, 3 decimals and unknown currencies', () => {
    expect(moneySchema.safeParse({ amount: 12.5, currency: 'UAH' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: '1.234', currency: 'UAH' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: '1', currency: 'XYZ' }).success).toBe(false);
  });
});
