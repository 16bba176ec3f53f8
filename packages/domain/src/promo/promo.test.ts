import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { translateMessage } from '../validation/index.js';
import {
  checkPromo,
  churnDiscount,
  isPromoPlaceholder,
  issuedPromoValidUntil,
  normalizePromoCode,
  promoDiscount,
  type PromoDefinition,
} from './rules.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const code = (over: Partial<PromoDefinition> = {}): PromoDefinition => ({
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
  ...over,
});
const forwardingUs = { country: 'US', service: 'forwarding' } as const;

describe('checkPromo', () => {
  it('SPEC §9 "Promo: 100 UAH off delivery": a code without a value is 100 UAH off', () => {
    expect(checkPromo(code(), forwardingUs, NOW)).toEqual({
      status: true,
      rejection: null,
      expired: false,
      used: false,
      usedUp: false,
      format: 'amount',
      value: { amount: '100.00', currency: 'UAH' },
      restrictedValue: null,
      restrictedByHsCodes: null,
      messageCode: null,
    });
  });

  it('an unknown or switched-off code is invalid, with no value', () => {
    for (const def of [null, code({ isActive: false })]) {
      const v = checkPromo(def, forwardingUs, NOW);
      expect(v).toMatchObject({
        status: false,
        rejection: 'unknown',
        value: null,
        messageCode: 'promoCode.invalid',
      });
    }
    expect(translateMessage('promoCode.invalid', {}, 'en')).toBe('The promo code is invalid or has expired');
  });

  it('SPEC §5 "expired codes rejected": expired is reported; a code not yet valid is refused too', () => {
    const expired = checkPromo(code({ validUntil: new Date('2026-06-01T12:00:00Z') }), forwardingUs, NOW);
    expect(expired).toMatchObject({ status: false, expired: true, rejection: 'expired' });
    const early = checkPromo(code({ validFrom: new Date('2026-06-02T00:00:00Z') }), forwardingUs, NOW);
    expect(early).toMatchObject({ status: false, expired: false, rejection: 'notStarted' });
    expect(checkPromo(code({ validUntil: new Date('2026-06-01T12:00:01Z') }), forwardingUs, NOW).status).toBe(
      true,
    );
  });

  it('is limited by country and by service (request code, country, service)', () => {
    const usOnly = code({ countries: ['US'] });
    expect(checkPromo(usOnly, { country: 'us', service: 'forwarding' }, NOW).status).toBe(true);
    expect(checkPromo(usOnly, { country: 'DE', service: 'forwarding' }, NOW)).toMatchObject({
      status: false,
      rejection: 'country',
    });
    const buyout = code({ services: ['buyout'] });
    expect(checkPromo(buyout, forwardingUs, NOW)).toMatchObject({ status: false, rejection: 'service' });
    expect(checkPromo(buyout, { country: 'US', service: 'buyout' }, NOW).status).toBe(true);
  });

  it('SPEC §5 "restricted ... by category (books and magazines)": judged by the goods\' HS codes', () => {
    const books = code({ format: 'percent', value: '15', restrictedValue: '200', hsCodes: ['4901', '4902'] });
    const ok = checkPromo(books, { ...forwardingUs, hsCodes: ['6109.10', '4901.99.00'] }, NOW);
    expect(ok).toMatchObject({
      status: true,
      restrictedByHsCodes: ['4901', '4902'],
      restrictedValue: { amount: '200.00', currency: 'UAH' },
    });
    const refused = checkPromo(books, { ...forwardingUs, hsCodes: ['6109.10'] }, NOW);
    expect(refused).toMatchObject({
      status: false,
      rejection: 'category',
      messageCode: 'promoCode.categoryRestricted',
      restrictedByHsCodes: ['4901', '4902'],
    });
    // Without goods yet the rule cannot be judged: accepted, the restriction travels with the answer.
    expect(checkPromo(books, forwardingUs, NOW)).toMatchObject({
      status: true,
      restrictedByHsCodes: ['4901', '4902'],
    });
  });
});

describe('discounts (UAH)', () => {
  const delivery = money('350.00', 'UAH');
  it('a fixed amount never exceeds the delivery cost', () => {
    expect(
      promoDiscount({ format: 'amount', value: money('100', 'UAH'), restrictedValue: null }, delivery),
    ).toEqual({ amount: '100.00', currency: 'UAH' });
    expect(
      promoDiscount(
        { format: 'amount', value: money('100', 'UAH'), restrictedValue: null },
        money('60', 'UAH'),
      ),
    ).toEqual({ amount: '60.00', currency: 'UAH' });
  });
  it('a percentage is capped by restrictedValue', () => {
    expect(
      promoDiscount(
        { format: 'percent', value: money('15', 'UAH'), restrictedValue: money('200', 'UAH') },
        delivery,
      ),
    ).toEqual({ amount: '52.50', currency: 'UAH' });
    expect(
      promoDiscount(
        { format: 'percent', value: money('15', 'UAH'), restrictedValue: money('40', 'UAH') },
        delivery,
      ),
    ).toEqual({ amount: '40.00', currency: 'UAH' });
  });
  it('churn: discountAmount capped by restrictedValue', () => {
    expect(
      churnDiscount({ discountAmount: money('150', 'UAH'), restrictedValue: money('120', 'UAH') }, delivery),
    ).toEqual({ amount: '120.00', currency: 'UAH' });
  });
});

describe('codes and windows', () => {
  it('codes are case-insensitive and the eight-underscore placeholder is never a code', () => {
    expect(normalizePromoCode(' welcome100 ')).toBe('WELCOME100');
    expect(isPromoPlaceholder('________')).toBe(true);
    expect(isPromoPlaceholder('WELCOME100')).toBe(false);
  });
  it('SPEC §9 "valid 2 hours after success or 3 days after failure"', () => {
    expect(issuedPromoValidUntil('success', NOW).toISOString()).toBe('2026-06-01T14:00:00.000Z');
    expect(issuedPromoValidUntil('failure', NOW).toISOString()).toBe('2026-06-04T12:00:00.000Z');
  });
});
