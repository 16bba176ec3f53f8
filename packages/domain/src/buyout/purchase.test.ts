// Issue 6: "price rises up to +20% and at most 20 USD accepted automatically (otherwise the customer is
// asked), lower quantity when allowed". SPEC §9 "Over-price allowed up to +20% but at most 20 USD".
import { describe, expect, it } from 'vitest';
import { toViolations } from '../validation/violations.js';
import {
  answerOutcome,
  buyoutLineState,
  buyoutPurchaseInputSchema,
  buyoutRefundInputSchema,
  buyoutWaitsForCustomer,
  isBuyoutLineSettled,
  lineRise,
  purchaseOutcome,
} from './purchase.js';

const line = (over: Partial<Parameters<typeof purchaseOutcome>[0]> = {}) => ({
  quantity: 2,
  price: '50.00',
  allowOverpricing: true,
  allowLowerQuantity: true,
  ...over,
});

describe('purchaseOutcome', () => {
  it('same price, all there: bought, nothing decided, nothing refunded', () => {
    expect(purchaseOutcome(line(), { actualPrice: '50.00', actualQuantity: 2 })).toEqual({
      priceDecision: 'no_rise',
      quantityDecision: 'full',
      decision: null,
      purchased: true,
      refundUnits: 0,
      surchargeDue: false,
    });
  });

  it('a rise of 9.00 on a 100.00 line (9%, under 20 USD) is accepted automatically, bought once the surcharge is paid', () => {
    const out = purchaseOutcome(line(), { actualPrice: '54.50', actualQuantity: 2 });
    expect(out).toMatchObject({
      priceDecision: 'auto_accept',
      decision: 'auto_accept',
      purchased: false,
      surchargeDue: true,
    });
  });

  it('a rise of 20.02 (over 20 USD although only 10%) asks the customer and buys nothing yet', () => {
    const out = purchaseOutcome(line({ quantity: 2, price: '100.00' }), {
      actualPrice: '110.01',
      actualQuantity: 2,
    });
    expect(out).toEqual({
      priceDecision: 'ask_customer',
      quantityDecision: 'full',
      decision: 'ask_customer',
      purchased: false,
      refundUnits: 0,
      surchargeDue: false,
    });
  });

  it('any rise asks when the customer did not allow over-pricing', () => {
    const out = purchaseOutcome(line({ allowOverpricing: false }), {
      actualPrice: '50.01',
      actualQuantity: 2,
    });
    expect(out.decision).toBe('ask_customer');
  });

  it('a lower quantity, allowed: bought, the missing unit refunded', () => {
    expect(purchaseOutcome(line(), { actualPrice: '50.00', actualQuantity: 1 })).toEqual({
      priceDecision: 'no_rise',
      quantityDecision: 'lower_accepted',
      decision: 'auto_accept',
      purchased: true,
      refundUnits: 1,
      surchargeDue: false,
    });
  });

  it('a lower quantity, not allowed: the customer is asked', () => {
    const out = purchaseOutcome(line({ allowLowerQuantity: false }), {
      actualPrice: '50.00',
      actualQuantity: 1,
    });
    expect(out).toMatchObject({ quantityDecision: 'ask_customer', decision: 'ask_customer', refundUnits: 0 });
  });

  it('the rise is measured on the units bought: 1 of 2 at 60.00 is +10.00 on 50.00 (20%): automatic', () => {
    const out = purchaseOutcome(line(), { actualPrice: '60.00', actualQuantity: 1 });
    expect(out).toMatchObject({ priceDecision: 'auto_accept', surchargeDue: true, refundUnits: 1 });
  });

  it('none available: not bought, the whole line refunded, no question', () => {
    expect(purchaseOutcome(line(), { actualPrice: '80.00', actualQuantity: 0 })).toEqual({
      priceDecision: 'no_rise',
      quantityDecision: 'none',
      decision: null,
      purchased: false,
      refundUnits: 2,
      surchargeDue: false,
    });
  });
});

describe('answerOutcome', () => {
  it('accepted: bought, missing units refunded; refused: all refunded', () => {
    expect(answerOutcome({ quantity: 3 }, 2, true)).toEqual({
      decision: 'accepted',
      purchased: true,
      refundUnits: 1,
      surchargeDue: false,
    });
    expect(answerOutcome({ quantity: 3 }, 2, false)).toEqual({
      decision: 'refused',
      purchased: false,
      refundUnits: 3,
      surchargeDue: false,
    });
  });

  it('an accepted rise waits for the surcharge; a refused one is refunded whole', () => {
    expect(answerOutcome({ quantity: 2, price: '50.00' }, 2, true, '70.00')).toEqual({
      decision: 'accepted',
      purchased: false,
      refundUnits: 0,
      surchargeDue: true,
    });
    expect(answerOutcome({ quantity: 2, price: '50.00' }, 2, false, '70.00')).toMatchObject({
      decision: 'refused',
      refundUnits: 2,
      surchargeDue: false,
    });
  });
});

describe('buyoutLineState and isBuyoutLineSettled', () => {
  const cases = [
    [{ itemStatus: 'awaiting', decision: null, actualQuantity: null }, 'awaiting', false],
    [{ itemStatus: 'awaiting', decision: 'ask_customer', actualQuantity: 2 }, 'asking', false],
    [{ itemStatus: 'purchased', decision: 'auto_accept', actualQuantity: 2 }, 'purchased', true],
    [{ itemStatus: 'shipped', decision: null, actualQuantity: 2 }, 'shipped', true],
    [{ itemStatus: 'received', decision: 'accepted', actualQuantity: 1 }, 'received', true],
    [{ itemStatus: 'awaiting', decision: 'refused', actualQuantity: 2 }, 'refused', true],
    [{ itemStatus: 'awaiting', decision: null, actualQuantity: 0 }, 'unavailable', true],
    [
      {
        itemStatus: 'awaiting',
        decision: 'accepted',
        actualQuantity: 2,
        surchargeAmount: '6.60',
        surchargePaidAt: null,
      },
      'awaiting_surcharge',
      false,
    ],
    [
      {
        itemStatus: 'purchased',
        decision: 'auto_accept',
        actualQuantity: 2,
        surchargeAmount: '6.60',
        surchargePaidAt: '2026-01-01T00:00:00Z',
      },
      'purchased',
      true,
    ],
    [
      {
        itemStatus: 'awaiting',
        decision: 'refused',
        actualQuantity: 2,
        surchargeAmount: '6.60',
        surchargePaidAt: null,
      },
      'refused',
      true,
    ],
  ] as const;
  it.each(cases)('%o is %s (settled %s)', (stored, state, settled) => {
    expect(buyoutLineState(stored)).toBe(state);
    expect(isBuyoutLineSettled(stored)).toBe(settled);
  });
});

describe('buyoutWaitsForCustomer', () => {
  const asking = { itemStatus: 'awaiting', decision: 'ask_customer', actualQuantity: 2 };
  const paying = {
    itemStatus: 'awaiting',
    decision: 'auto_accept',
    actualQuantity: 2,
    surchargeAmount: '1.10',
  };
  const bought = { itemStatus: 'purchased', decision: null, actualQuantity: 2 };
  const toBuy = { itemStatus: 'awaiting', decision: null, actualQuantity: null };
  it('only while every open line waits for an answer or a surcharge', () => {
    expect(buyoutWaitsForCustomer([asking, paying, bought])).toBe(true);
    expect(buyoutWaitsForCustomer([paying, toBuy])).toBe(false);
    expect(buyoutWaitsForCustomer([bought])).toBe(false);
  });
});

describe('lineRise', () => {
  it('(actual - declared) x units bought, never negative', () => {
    expect(lineRise({ price: '10.00', quantity: 3 }, '12.50', 2)).toBe('5.00');
    expect(lineRise({ price: '10.00', quantity: 3 }, '9.00', 3)).toBe('0.00');
  });
});

describe('buyoutPurchaseInputSchema', () => {
  const schema = buyoutPurchaseInputSchema({ quantity: 2 });
  it('accepts a comma price and a missing track, canonically', () => {
    expect(schema.parse({ shopOrderNumber: ' 112-7 ', actualPrice: '54,5', actualQuantity: '1' })).toEqual({
      shopOrderNumber: '112-7',
      actualPrice: '54.5',
      actualQuantity: 1,
      trackNo: '',
    });
  });
  it('reports each field: empty shop order, zero price, more than paid for', () => {
    const res = schema.safeParse({ shopOrderNumber: '', actualPrice: '0', actualQuantity: 3 });
    expect(res.success).toBe(false);
    expect(toViolations(res.error!.issues, 'en')).toEqual([
      { property: 'shopOrderNumber', message: 'This field is required' },
      { property: 'actualPrice', message: 'The value must be at least 0.01' },
      { property: 'actualQuantity', message: 'The value must be at most 2' },
    ]);
  });
});

describe('buyoutRefundInputSchema', () => {
  it('never above what is left of the payment', () => {
    const schema = buyoutRefundInputSchema('30.00');
    expect(schema.parse({ amount: '30', reason: 'Out of stock' })).toEqual({
      amount: '30',
      reason: 'Out of stock',
    });
    const res = schema.safeParse({ amount: '30.01', reason: '' });
    expect(toViolations(res.error!.issues, 'uk')).toEqual([
      { property: 'amount', message: 'Значення має бути не більше 30.00' },
      { property: 'reason', message: "Обов'язкове поле" },
    ]);
  });
});
