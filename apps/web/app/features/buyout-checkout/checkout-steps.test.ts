import type { BuyoutOrder } from '@posylka/contract';
import { describe, expect, it } from 'vitest';
import { fieldOfViolation, initialSteps, showsEdit, showsNext } from './checkout-steps.js';

const order = (over: Partial<BuyoutOrder>) => ({ isDraft: true, userAddress: null, ...over }) as BuyoutOrder;
const address = { id: 'a', fullAddress: 'Київ, Відділення №1', warehouseType: 'department' as const };

describe('SPEC §4 "Loading an existing order"', () => {
  it('"for a draft, delivery is revealed if an address exists, payment ... if the user is verified"', () => {
    expect(initialSteps(null, true)).toEqual({ current: 'products', lastRevealed: 'products' });
    expect(initialSteps(order({}), true)).toEqual({ current: 'products', lastRevealed: 'products' });
    expect(initialSteps(order({ userAddress: address }), false)).toEqual({
      current: 'delivery',
      lastRevealed: 'delivery',
    });
    expect(initialSteps(order({ userAddress: address }), true)).toEqual({
      current: 'payment',
      lastRevealed: 'payment',
    });
  });
  it('"A non-draft reveals all steps."', () => {
    expect(initialSteps(order({ isDraft: false }), false).lastRevealed).toBe('payment');
  });
  it('"a next button shows when the previous step is current and is the last revealed"; edit for earlier ones', () => {
    const steps = { current: 'delivery', lastRevealed: 'delivery' } as const;
    expect(showsNext('delivery', steps)).toBe(true);
    expect(showsNext('products', steps)).toBe(false);
    expect(showsEdit('products', steps, true)).toBe(true);
    expect(showsEdit('payment', steps, true)).toBe(false);
    expect(showsEdit('products', steps, false)).toBe(false);
  });
});

describe('server violations (SPEC §8 paths of the buy-out contract) onto the form', () => {
  it.each([
    ['products[1].link', 'products', 'products.1.link'],
    ['recipient.phoneNumber', 'delivery', 'recipient.phoneNumber'],
    ['delivery.userAddressId', 'delivery', 'addressId'],
    ['payment.promoCode', 'payment', 'payment.promoCode'],
    ['payment.taxAgreement', 'payment', 'payment.taxAgreement'],
  ])('%s', (property, step, field) => {
    expect(fieldOfViolation(property)).toEqual({ step, field });
  });
});
