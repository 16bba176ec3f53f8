import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/format.js';
import { formatDecimal, formatFileSize, formatPercent, formatWeight } from './numbers.js';
import type { Locale } from './locales.js';

const NBSP = '\u00a0';
const sp = (text: string) => text.replace(/ /g, NBSP);

// Issue 14 item 7: a decimal comma and the locale's separators in uk, ru and ro; English figures in en
// and eng (eng differs from en only in the local currency, RON).
describe('issue 14 item 7: percents, weights and file sizes per interface', () => {
  it.each([
    ['uk', '35,2 %', '0,5 кг', '1 КБ', '1,5 МБ'],
    ['ru', '35,2 %', '0,5 кг', '1 КБ', '1,5 МБ'],
    ['en', '35.2%', '0.5 kg', '1 KB', '1.5 MB'],
    ['ro', '35,2 %', '0,5 kg', '1 KB', '1,5 MB'],
    ['eng', '35.2%', '0.5 kg', '1 KB', '1.5 MB'],
  ] as const)('%s: %s, %s, %s, %s', (locale, percent, weight, kb, mb) => {
    expect(formatPercent(35.2, locale)).toBe(sp(percent));
    expect(formatPercent('35.2', locale)).toBe(sp(percent));
    expect(formatWeight('0.5', locale)).toBe(sp(weight));
    expect(formatFileSize(1024, locale)).toBe(sp(kb));
    expect(formatFileSize(1.5 * 1024 * 1024, locale)).toBe(sp(mb));
  });

  it('money beside them: RON as the local currency in ro and eng, ₴ elsewhere', () => {
    const local = (locale: Locale) => (locale === 'ro' || locale === 'eng' ? 'RON' : 'UAH');
    expect(formatMoney({ amount: '35.2', currency: local('uk') }, 'uk')).toBe(sp('35,20 ₴'));
    expect(formatMoney({ amount: '35.2', currency: local('en') }, 'en')).toBe('₴35.20');
    expect(formatMoney({ amount: '35.2', currency: local('ro') }, 'ro')).toBe(sp('35,20 RON'));
    expect(formatMoney({ amount: '35.2', currency: local('eng') }, 'eng')).toBe(sp('35,20 RON'));
  });

  it('whole percents have no decimals, and at most two are kept', () => {
    expect(formatPercent(10, 'uk')).toBe(sp('10 %'));
    expect(formatPercent('1', 'en')).toBe('1%');
    expect(formatPercent(0, 'ro')).toBe(sp('0 %'));
    expect(formatPercent('12.345', 'en')).toBe('12.35%');
  });

  it('a warehouse weight drops its trailing zeros and keeps grams', () => {
    expect(formatWeight('1.250', 'uk')).toBe(sp('1,25 кг'));
    expect(formatWeight('0.125', 'en')).toBe(sp('0.125 kg'));
    expect(formatWeight(20, 'ru')).toBe(sp('20 кг'));
    expect(formatWeight('1234.5', 'ro')).toBe(sp('1.234,5 kg'));
  });

  it('file sizes: bytes whole, larger units to one decimal, never "1024" of a unit', () => {
    expect(formatFileSize(0, 'uk')).toBe(sp('0 Б'));
    expect(formatFileSize(512, 'en')).toBe(sp('512 B'));
    expect(formatFileSize(5 * 1024 * 1024, 'uk')).toBe(sp('5 МБ'));
    expect(formatFileSize(1536, 'ro')).toBe(sp('1,5 KB'));
    expect(formatFileSize(1024 * 1024 - 5, 'en')).toBe(sp('1 MB'));
    expect(formatFileSize(200 * 1024 * 1024, 'eng')).toBe(sp('200 MB'));
    expect(formatFileSize(3 * 1024 ** 3, 'ru')).toBe(sp('3 ГБ'));
  });

  it('plain decimals use the same separators', () => {
    expect(formatDecimal('40.0', 'uk')).toBe('40');
    expect(formatDecimal('12.5', 'ru')).toBe('12,5');
    expect(formatDecimal(10000, 'uk')).toBe(sp('10 000'));
    expect(formatDecimal(10000, 'en')).toBe('10,000');
    expect(formatDecimal(10000, 'ro')).toBe('10.000');
  });
});
