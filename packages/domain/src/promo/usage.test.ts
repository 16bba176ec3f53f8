import { describe, expect, it } from 'vitest';
import { translateMessage } from '../validation/index.js';
import { checkPromo, type PromoDefinition } from './rules.js';
import { PROMO_USES_PER_CUSTOMER, promoUsageState } from './usage.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const welcome: PromoDefinition = {
  code: 'WELCOME100',
  format: 'amount',
  value: null,
  restrictedValue: null,
  countries: null,
  services: null,
  hsCodes: null,
  validFrom: null,
  validUntil: null,
  isActive: true,
  usageLimit: null,
};
const forwardingUs = { country: 'US', service: 'forwarding' } as const;

describe('promoUsageState (issue 13: a code is used once per customer; a total limit)', () => {
  it('a code is used once per customer', () => {
    expect(PROMO_USES_PER_CUSTOMER).toBe(1);
    expect(promoUsageState({ usageLimit: null }, { byCustomer: 0, total: 5_000 })).toBe('available');
    expect(promoUsageState({ usageLimit: null }, { byCustomer: 1, total: 1 })).toBe('used');
  });

  it('over the total limit the code is used up; at one below it is still available', () => {
    expect(promoUsageState({ usageLimit: 3 }, { byCustomer: 0, total: 2 })).toBe('available');
    expect(promoUsageState({ usageLimit: 3 }, { byCustomer: 0, total: 3 })).toBe('usedUp');
    expect(promoUsageState({ usageLimit: 0 }, { byCustomer: 0, total: 0 })).toBe('usedUp');
  });

  it('the customer\'s own use is reported before the total limit ("you already used it")', () => {
    expect(promoUsageState({ usageLimit: 1 }, { byCustomer: 1, total: 1 })).toBe('used');
  });
});

describe('checkPromo with usage (SPEC §4 "A used code shows a \'used\' state")', () => {
  it('a code this customer already used is refused as used, in every language', () => {
    const verdict = checkPromo(welcome, { ...forwardingUs, usage: { byCustomer: 1, total: 1 } }, NOW);
    expect(verdict).toMatchObject({
      status: false,
      rejection: 'used',
      used: true,
      usedUp: false,
      expired: false,
      messageCode: 'promoCode.used',
      value: { amount: '100.00', currency: 'UAH' },
    });
    expect(translateMessage('promoCode.used', {}, 'en')).toBe(
      'You have already used this promo code on another order',
    );
    expect(translateMessage('promoCode.used', {}, 'uk')).toBe(
      'Ви вже використали цей промокод в іншому замовленні',
    );
    for (const locale of ['ru', 'ro', 'eng'] as const)
      expect(translateMessage('promoCode.used', {}, locale)).not.toBe('promoCode.used');
  });

  it('a code over its total limit is refused as used up', () => {
    const limited = { ...welcome, usageLimit: 2 };
    expect(checkPromo(limited, { ...forwardingUs, usage: { byCustomer: 0, total: 2 } }, NOW)).toMatchObject({
      status: false,
      rejection: 'usedUp',
      used: false,
      usedUp: true,
      messageCode: 'promoCode.usedUp',
    });
    expect(checkPromo(limited, { ...forwardingUs, usage: { byCustomer: 0, total: 1 } }, NOW).status).toBe(
      true,
    );
    expect(translateMessage('promoCode.usedUp', {}, 'en')).toBe(
      'This promo code has been used the maximum number of times',
    );
  });

  it('expiry is told before usage; without counts usage is not judged', () => {
    const expired = { ...welcome, validUntil: new Date('2026-05-01T00:00:00Z') };
    expect(checkPromo(expired, { ...forwardingUs, usage: { byCustomer: 1, total: 1 } }, NOW)).toMatchObject({
      rejection: 'expired',
      expired: true,
      used: false,
    });
    expect(checkPromo(welcome, forwardingUs, NOW).status).toBe(true);
  });
});
