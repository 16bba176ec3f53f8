import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { NBU_RATES_SNAPSHOT } from '../reference/rates-snapshot.js';
import { bonusesEarned, usableBonuses } from './bonuses.js';

describe('SPEC §9 "Bonuses: 5 currency units per 0.5 kg ... for orders received by the customer"', () => {
  it('a received 2 kg parcel earns 4 x 5 = 20.00 UAH', () => {
    expect(bonusesEarned('2', true)).toEqual({ amount: '20.00', currency: 'UAH' });
  });

  it('every started 0.5 kg counts: 1.2 kg is billed as 1.5 kg -> 15.00 UAH', () => {
    expect(bonusesEarned('1.2', true).amount).toBe('15.00');
  });

  it('an order not yet received by the customer earns nothing', () => {
    expect(bonusesEarned('2', false).amount).toBe('0.00');
  });
});

describe('SPEC §9 "capped at the delivery cost at the national bank rate"', () => {
  it('balance 1000 UAH, delivery 14 USD -> 14 x 36.5686 = 511.96 UAH usable', () => {
    expect(usableBonuses(money('1000', 'UAH'), money('14', 'USD'), NBU_RATES_SNAPSHOT)).toEqual({
      amount: '511.96',
      currency: 'UAH',
    });
  });

  it('balance 120 UAH, delivery 14 USD -> the whole 120.00 UAH', () => {
    expect(usableBonuses(money('120', 'UAH'), money('14', 'USD'), NBU_RATES_SNAPSHOT).amount).toBe('120.00');
  });

  it('no delivery cost known yet -> nothing usable; a balance in another currency is refused', () => {
    expect(usableBonuses(money('120', 'UAH'), null, NBU_RATES_SNAPSHOT).amount).toBe('0.00');
    expect(() => usableBonuses(money('120', 'USD'), money('1', 'USD'), NBU_RATES_SNAPSHOT)).toThrow(/UAH/);
  });
});
