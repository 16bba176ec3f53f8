import type { Rates } from '../money/rates.js';

/**
 * Bundled exchange rates: the National Bank of Ukraine official rates of 09.11.2022 (UAH per 1 unit),
 * for the currencies the product handles. Used until the rate-refresh job stores a newer set, and by
 * tests as fixed numbers. Values as published by the NBU for that date.
 */
export const NBU_RATES_SNAPSHOT: Readonly<Rates> = {
  date: '2022-11-09',
  uahPer: {
    UAH: '1',
    USD: '36.5686',
    EUR: '36.5375',
    GBP: '41.8363',
    CAD: '27.0858',
    AUD: '23.6763',
    JPY: '0.24973',
    KRW: '0.026408',
    PLN: '7.7847',
    CZK: '1.5005',
    HUF: '0.091182',
    RON: '7.4612',
    TRY: '1.9652',
    CNY: '5.0412',
  },
};
