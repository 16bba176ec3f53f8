import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../money/currency.js';
import { money } from '../money/money.js';
import { convert, crossRate, hasAllRates, ratesSchema } from '../money/rates.js';
import { readDataFile } from '../test-data.js';
import { NBU_RATES_SNAPSHOT } from './rates-snapshot.js';

type NbuRow = { cc: string; rate: number; exchangedate: string };

// The NBU answer of 09.11.2022 kept in the repository's data folder (see data/SOURCES.md).
function loadNbu(): NbuRow[] {
  return JSON.parse(readDataFile('nbu_exchange_2022-11-09.json')) as NbuRow[];
}

describe('bundled exchange-rate snapshot', () => {
  it('holds every currency the product handles, with the NBU values of 09.11.2022', () => {
    const nbu = loadNbu();
    expect(NBU_RATES_SNAPSHOT.date).toBe('2022-11-09');
    expect(hasAllRates(NBU_RATES_SNAPSHOT)).toBe(true);
    for (const code of CURRENCY_CODES) {
      if (code === 'UAH') continue;
      const row = nbu.find((r) => r.cc === code);
      expect(row?.exchangedate, code).toBe('09.11.2022');
      expect(NBU_RATES_SNAPSHOT.uahPer[code], code).toBe(String(row?.rate));
    }
  });
});

describe('convert(money, toCurrency, rates) goes through UAH', () => {
  it('100 USD -> 3656.86 UAH (x 36.5686)', () => {
    expect(convert(money('100', 'USD'), 'UAH', NBU_RATES_SNAPSHOT)).toEqual({
      amount: '3656.86',
      currency: 'UAH',
    });
  });

  it('1000 UAH -> 1000 / 41.8363 GBP, 23.90 after rounding', () => {
    const gbp = convert(money('1000', 'UAH'), 'GBP', NBU_RATES_SNAPSHOT);
    expect(gbp.currency).toBe('GBP');
    expect(gbp.amount.startsWith('23.902')).toBe(true);
  });

  it('200 EUR -> 200 x 36.5375 / 7.7847 = 938.70 PLN (cross rate via UAH)', () => {
    expect(crossRate('EUR', 'PLN', NBU_RATES_SNAPSHOT).toFixed(6)).toBe('4.693501');
    expect(convert(money('200', 'EUR'), 'PLN', NBU_RATES_SNAPSHOT).amount.slice(0, 6)).toBe('938.70');
  });

  it('same currency is returned unchanged', () => {
    const usd = money('1.23', 'USD');
    expect(convert(usd, 'USD', NBU_RATES_SNAPSHOT)).toBe(usd);
  });

  it('a missing rate is an error, not a silent 0', () => {
    const broken = { ...NBU_RATES_SNAPSHOT, uahPer: { ...NBU_RATES_SNAPSHOT.uahPer, JPY: '0' } };
    expect(hasAllRates(broken)).toBe(false);
    expect(() => convert(money('1', 'JPY'), 'UAH', broken)).toThrow(/No exchange rate for JPY/);
  });
});

describe('ratesSchema', () => {
  it('accepts the snapshot and refuses a set with a missing or zero rate', () => {
    expect(ratesSchema.safeParse(NBU_RATES_SNAPSHOT).success).toBe(true);
    const { KRW: _omitted, ...withoutKrw } = NBU_RATES_SNAPSHOT.uahPer;
    expect(ratesSchema.safeParse({ ...NBU_RATES_SNAPSHOT, uahPer: withoutKrw }).success).toBe(false);
    const zero = { ...NBU_RATES_SNAPSHOT.uahPer, KRW: '0.000' };
    expect(ratesSchema.safeParse({ ...NBU_RATES_SNAPSHOT, uahPer: zero }).success).toBe(false);
  });
});
