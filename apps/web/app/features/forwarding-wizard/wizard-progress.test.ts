import { forwardingOrderPayloadSchema } from '@posylka/domain';
import { describe, expect, it } from 'vitest';
import { payloadFromOrder } from './payload.js';
import { productsPayload } from './step-products/products-form-values.js';
import { newRow } from './step-products/products-form-values.js';
import { item, order } from './test/fixtures.js';
import { openStepsAfterNavigation, openStepsFor, stepOfProperty, visibleStep } from './wizard-progress.js';

const over = { ...order().states, isOverLimitPriceCustomsClearance: true };
const passport = {
  id: 'f0e1d2c3-b4a5-4687-9a0b-1c2d3e4f5a6b',
  documentType: 'passport' as const,
  maskedNumber: 'КН****56',
  fullName: 'Іван',
};
const address = {
  id: '9c0e1d2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  fullAddress: 'Львів',
  warehouseType: 'department' as const,
};

describe('start step from a saved order (SPEC §2)', () => {
  it('"order if empty"', () => {
    expect(openStepsFor(null)).toEqual({ current: 'ORDER', lastShown: 'ORDER' });
    expect(openStepsFor(order({ trackNo: null, receivedTrackNumber: null })).current).toBe('ORDER');
  });
  it('"Leaving order ... navigates to the edit route and opens products", also without a track number', () => {
    const noTrack = order({ trackNo: null, receivedTrackNumber: false });
    expect(openStepsAfterNavigation(noTrack, true)).toEqual({ current: 'PRODUCTS', lastShown: 'PRODUCTS' });
    // Opening the same draft later (a link, a reload) starts where SPEC §2 says: the order step.
    expect(openStepsAfterNavigation(noTrack, undefined).current).toBe('ORDER');
    expect(openStepsAfterNavigation(null, true).current).toBe('ORDER');
  });
  it('"products if a tracking number is set"', () => {
    expect(openStepsFor(order()).current).toBe('PRODUCTS');
    // Under the limit a passport does not matter: documents is not a step then.
    expect(openStepsFor(order({ passport })).current).toBe('PRODUCTS');
  });
  it('"documents if over the limit and a passport exists"', () => {
    expect(openStepsFor(order({ states: over, passport })).current).toBe('DOCUMENTS');
    expect(openStepsFor(order({ states: over })).current).toBe('PRODUCTS');
  });
  it('"delivery if, in addition, an address or phone exists"', () => {
    expect(openStepsFor(order({ states: over, passport, consigneeAddress: address })).current).toBe(
      'DELIVERY',
    );
    expect(openStepsFor(order({ states: over, passport, phoneNumber: '380671234567' })).current).toBe(
      'DELIVERY',
    );
  });
  it('checkoutState shows the edit-flow step ("delivery to receipt"; completed shows all)', () => {
    expect(openStepsFor(order({ checkoutState: 'delivery' })).lastShown).toBe('DELIVERY');
    const completed = order({
      checkoutState: 'completed',
      states: { ...order().states, isCheckoutCompleted: true },
    });
    expect(openStepsFor(completed).lastShown).toBe('DELIVERY');
  });
  it('documents under the limit falls to the next visible step', () => {
    expect(visibleStep('DOCUMENTS', false)).toBe('DELIVERY');
    expect(visibleStep('DOCUMENTS', true)).toBe('DOCUMENTS');
  });
});

describe('SPEC §8 violation properties belong to steps', () => {
  it.each([
    ['number', 'ORDER'],
    ['company', 'ORDER'],
    ['items[1].unitPrice.amount', 'PRODUCTS'],
    ['promoCode', 'PRODUCTS'],
    ['taxAgreement', 'PRODUCTS'],
    ['invoices', 'DOCUMENTS'],
    ['passport', 'DOCUMENTS'],
    ['consigneeAddress', 'DELIVERY'],
    ['phoneNumber', 'DELIVERY'],
  ])('%s -> %s', (property, step) => expect(stepOfProperty(property)).toBe(step));
});

describe('payload', () => {
  it('a saved order round-trips as the base of every save; a churn promo is not a typed code', () => {
    const saved = order({ items: [item('20.50')], promo: { code: 'BACK', format: 'amount', churn: true } });
    const payload = payloadFromOrder(saved);
    expect(payload).toMatchObject({ country: 'DE', company: 1, number: 'DE123456789', promoCode: null });
    expect(payload.items).toEqual([
      {
        categoryId: 5,
        isEmptyCategoryId: false,
        name: 'Jacket',
        quantity: 1,
        unitPrice: { amount: '20.50', currency: 'EUR' },
      },
    ]);
  });
  it('blank rows are left out of a draft; prices become canonical decimals', () => {
    const filled = { ...newRow(), name: 'Shoes', category: '5', quantity: '2', price: '7,5' };
    const payload = productsPayload(
      {
        name: '',
        items: [filled, newRow()],
        taxAgreement: false,
        isApplyDiscount: false,
        promoCode: '',
        churnAccepted: false,
        isBlocked: null,
      },
      'EUR',
    );
    expect(payload.items).toEqual([
      {
        categoryId: 5,
        isEmptyCategoryId: false,
        name: 'Shoes',
        quantity: 2,
        unitPrice: { amount: '7.5', currency: 'EUR' },
      },
    ]);
  });
  it("what the wizard sends passes the server's payload schema (the domain's)", () => {
    const saved = order({ items: [item('20.50')] });
    expect(forwardingOrderPayloadSchema.safeParse(payloadFromOrder(saved)).success).toBe(true);
    const none = order({
      trackNo: '__NO_TRACK_NUMBER__',
      receivedTrackNumber: false,
      company: null,
      companyName: 'Local shop',
    });
    expect(forwardingOrderPayloadSchema.safeParse(payloadFromOrder(none)).success).toBe(true);
  });
});
