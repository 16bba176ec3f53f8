import { describe, expect, it } from 'vitest';
import { chargeFor, chargeRefund } from './charge.js';

const rates = { date: '2026-11-26', uahPer: { USD: '41.2526', EUR: '44.8', UAH: '1' } } as never;

describe('paying in hryvnias (issue 14 item 7: "the amount to pay is charged in UAH at the NBU rate of the day")', () => {
  it('100.80 USD at 41.2526 is 4158.26 UAH, the rate kept', () => {
    expect(chargeFor({ amount: '100.80', currency: 'USD' }, rates)).toEqual({
      charge: { amount: '4158.26', currency: 'UAH' },
      rate: '41.2526',
    });
  });

  it('a hryvnia amount stays as it is', () => {
    expect(chargeFor({ amount: '250', currency: 'UAH' }, rates)).toEqual({
      charge: { amount: '250.00', currency: 'UAH' },
      rate: '1',
    });
  });

  it('refunds go back at the payment rate, and the last one takes exactly what is left', () => {
    // 100.80 USD charged as 4158.26 UAH: 10.08 back is 415.83, then 5.00 is 206.26, the rest 3536.17.
    expect(chargeRefund({ base: '10.08', baseRest: '100.80', rate: '41.2526', chargeRest: '4158.26' })).toBe(
      '415.83',
    );
    expect(chargeRefund({ base: '5.00', baseRest: '90.72', rate: '41.2526', chargeRest: '3742.43' })).toBe(
      '206.26',
    );
    expect(chargeRefund({ base: '85.72', baseRest: '85.72', rate: '41.2526', chargeRest: '3536.17' })).toBe(
      '3536.17',
    );
    expect(415.83 + 206.26 + 3536.17).toBeCloseTo(4158.26, 2);
  });

  it('never more than what is left of the charge', () => {
    expect(chargeRefund({ base: '50.00', baseRest: '50.01', rate: '41.2526', chargeRest: '2000.00' })).toBe(
      '2000.00',
    );
  });
});
