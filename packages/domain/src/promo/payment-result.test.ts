import { describe, expect, it } from 'vitest';
import { money } from '../money/money.js';
import { PROMO_RULES } from '../reference/timings.js';
import { paymentResultOffer, type ChurnOfferTerms } from './payment-result.js';

const AT = new Date('2026-06-01T12:00:00Z');
const HOUR = 3600_000;
const uah = (amount: string) => money(amount, 'UAH');
const held = (amount: string, until: Date, cap: string | null = null): ChurnOfferTerms => ({
  discountAmount: uah(amount),
  restrictedValue: cap === null ? null : uah(cap),
  expiredAt: until,
});

describe('paymentResultOffer (SPEC §9 "Promo: 100 UAH off delivery, valid 2 hours after success or 3 days after failure")', () => {
  it('the rule in numbers: 100 UAH, 2 hours and 3 days', () => {
    expect(PROMO_RULES.deliveryDiscountUah).toBe('100');
    expect(PROMO_RULES.validHoursAfterSuccess).toBe(2);
    expect(PROMO_RULES.validDaysAfterFailure).toBe(3);
  });

  it('without an offer held: 100 UAH off, until 2 hours after a success or 3 days after a failure', () => {
    expect(paymentResultOffer('success', AT, null)).toEqual({
      discountAmount: { amount: '100.00', currency: 'UAH' },
      restrictedValue: null,
      expiredAt: new Date('2026-06-01T14:00:00Z'),
    });
    expect(paymentResultOffer('failure', AT, null).expiredAt).toEqual(new Date('2026-06-04T12:00:00Z'));
  });

  it('a success after a failure keeps the failure’s 3 days (a newer result never shortens the offer)', () => {
    const afterFailure = paymentResultOffer('failure', AT, null);
    const later = new Date(AT.getTime() + HOUR);
    expect(paymentResultOffer('success', later, afterFailure)).toEqual(afterFailure);
  });

  it('a failure after a success extends the offer to 3 days from the failure', () => {
    const afterSuccess = paymentResultOffer('success', AT, null);
    const later = new Date(AT.getTime() + HOUR);
    expect(paymentResultOffer('failure', later, afterSuccess).expiredAt).toEqual(
      new Date('2026-06-04T13:00:00Z'),
    );
  });

  it('a larger offer held keeps its discount and cap; the end is the later one', () => {
    const until = new Date(AT.getTime() + HOUR);
    expect(paymentResultOffer('success', AT, held('150.00', until, '120.00'))).toEqual({
      discountAmount: uah('150.00'),
      restrictedValue: uah('120.00'),
      expiredAt: new Date('2026-06-01T14:00:00Z'),
    });
  });

  it('a smaller offer held (or one capped below 100 UAH) takes the 100 UAH terms', () => {
    const until = new Date(AT.getTime() + 10 * 24 * HOUR);
    expect(paymentResultOffer('success', AT, held('50.00', until))).toEqual({
      discountAmount: { amount: '100.00', currency: 'UAH' },
      restrictedValue: null,
      expiredAt: until,
    });
    expect(paymentResultOffer('success', AT, held('150.00', until, '80.00')).restrictedValue).toBeNull();
  });

  it('an offer that has already ended is not held', () => {
    expect(paymentResultOffer('success', AT, held('500.00', AT))).toEqual(
      paymentResultOffer('success', AT, null),
    );
  });
});
