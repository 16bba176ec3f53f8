import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS, formatAmount, formatLocalMoney, formatMoney, localCurrency } from './format.js';
import { money } from './money.js';

const NBSP = '\u00a0';

describe('SPEC §9 "Symbols: RON for ro and eng, otherwise ₴; $, £, €"', () => {
  it('the local currency is RON for ro and eng, UAH (₴) for uk, ru and en', () => {
    expect(localCurrency('uk')).toBe('UAH');
    expect(localCurrency('ru')).toBe('UAH');
    expect(localCurrency('en')).toBe('UAH');
    expect(localCurrency('ro')).toBe('RON');
    expect(localCurrency('eng')).toBe('RON');
  });

  it('the symbol table holds exactly $, £, € and ₴', () => {
    expect(CURRENCY_SYMBOLS).toEqual({ USD: '$', GBP: '£', EUR: '€', UAH: '₴' });
  });

  it('a local-currency amount is ₴ in uk, ru, en and RON in ro, eng', () => {
    expect(formatLocalMoney('100', 'ru')).toBe(`100,00${NBSP}₴`);
    expect(formatLocalMoney('100', 'en')).toBe('₴100.00');
    expect(formatLocalMoney('100', 'eng')).toBe(`100,00${NBSP}RON`);
  });

  it('UAH shows ₴ and RON shows its code', () => {
    expect(formatMoney(money('1234.5', 'UAH'), 'uk')).toBe(`1${NBSP}234,50${NBSP}₴`);
    expect(formatMoney(money('1234.5', 'RON'), 'ro')).toBe(`1.234,50${NBSP}RON`);
  });
});

describe('SPEC §9 "CAD and AUD shown with the currency code"', () => {
  it('CAD and AUD never borrow the dollar sign', () => {
    expect(formatMoney(money('10', 'CAD'), 'en')).toBe(`CAD${NBSP}10.00`);
    expect(formatMoney(money('10', 'AUD'), 'uk')).toBe(`10,00${NBSP}AUD`);
  });
});

describe('grouping and decimal separator per locale', () => {
  it.each([
    ['uk', `1${NBSP}234${NBSP}567,88${NBSP}$`],
    ['en', '$1,234,567.88'],
    ['ro', `1.234.567,88${NBSP}$`],
    ['eng', `1.234.567,88${NBSP}$`],
  ] as const)('%s formats 1234567.885 USD (half-down) as %s', (locale, expected) => {
    expect(formatMoney(money('1234567.885', 'USD'), locale).replace(/\u202f/g, NBSP)).toBe(expected);
  });

  it('ru uses a comma decimal separator', () => {
    expect(formatAmount('12.5', 'ru')).toBe('12,50');
  });

  it('keeps the minus sign before the symbol in English', () => {
    expect(formatMoney(money('-5', 'GBP'), 'en')).toBe('-£5.00');
  });

  it('formats amounts beyond float precision exactly', () => {
    expect(formatAmount('12345678901234567.88', 'en')).toBe('12,345,678,901,234,567.88');
  });
});

describe('whole amounts in headlines and running text', () => {
  it('drops ",00" only when asked and only from a whole amount', () => {
    expect(formatMoney(money('150', 'UAH'), 'uk', { wholeWithoutCents: true })).toBe(`150${NBSP}₴`);
    expect(formatMoney(money('150', 'UAH'), 'en', { wholeWithoutCents: true })).toBe('₴150');
    expect(formatMoney(money('12.5', 'UAH'), 'uk', { wholeWithoutCents: true })).toBe(`12,50${NBSP}₴`);
    expect(formatLocalMoney('10000', 'ro', { wholeWithoutCents: true })).toBe(`10.000${NBSP}RON`);
    expect(formatMoney(money('150', 'UAH'), 'uk')).toBe(`150,00${NBSP}₴`);
  });
});
