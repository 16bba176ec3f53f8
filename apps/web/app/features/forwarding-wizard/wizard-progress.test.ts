import type { ForwardingOrder } from '@posylka/contract';
import { forwardingOrderPayloadSchema, WIZARD_STEPS, type WizardStep } from '@posylka/domain';
import { describe, expect, it } from 'vitest';
import { payloadFromOrder } from './payload.js';
import { productsPayload } from './step-products/products-form-values.js';
import { newRow } from './step-products/products-form-values.js';
import { orderFile } from '../../test/forwarding-order.js';
import { item, order } from './test/fixtures.js';
import {
  acceptedStepsOf,
  openStepsAfterNavigation,
  openStepsFor,
  stepMark,
  visibleStep,
} from './wizard-progress.js';

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

describe('start step from a saved order (SPEC §2): the first step the server has not accepted', () => {
  const products = { items: [item('200.00')], taxAgreement: true, states: over };
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
    expect(openStepsFor(order())).toEqual({ current: 'PRODUCTS', lastShown: 'PRODUCTS' });
    // Under the limit a passport does not matter: documents is not a step then.
    expect(openStepsFor(order({ passport })).current).toBe('PRODUCTS');
  });
  it('"documents if over the limit": products saved over the limit, nothing attached yet', () => {
    expect(openStepsFor(order({ ...products, checkoutState: 'documents' }))).toEqual({
      current: 'DOCUMENTS',
      lastShown: 'DOCUMENTS',
    });
    // A passport without an invoice: the documents step is still not done.
    expect(openStepsFor(order({ ...products, checkoutState: 'documents', passport })).current).toBe(
      'DOCUMENTS',
    );
  });
  it('"delivery if, in addition, an address or phone exists": every earlier step accepted', () => {
    const documents = order({
      ...products,
      invoices: [orderFile()],
      passport,
      checkoutState: 'delivery',
      states: { ...over, isDocumentUploaded: true },
    });
    expect(openStepsFor(documents)).toEqual({ current: 'DELIVERY', lastShown: 'DELIVERY' });
    expect(openStepsFor({ ...documents, consigneeAddress: address }).current).toBe('DELIVERY');
    // Under the limit delivery follows the products.
    expect(openStepsFor(order({ items: [item('20.00')], checkoutState: 'delivery' })).current).toBe(
      'DELIVERY',
    );
  });
  it('checkoutState shows the edit-flow step ("delivery to receipt"; completed shows all)', () => {
    // Products saved but no track number yet: back on step 1, delivery still reachable.
    const noNumber = order({
      trackNo: null,
      receivedTrackNumber: false,
      items: [item('20.00')],
      checkoutState: 'delivery',
    });
    expect(openStepsFor(noNumber)).toEqual({ current: 'ORDER', lastShown: 'DELIVERY' });
    const completed = order({
      checkoutState: 'completed',
      states: { ...order().states, isCheckoutCompleted: true },
    });
    expect(openStepsFor(completed)).toEqual({ current: 'DELIVERY', lastShown: 'DELIVERY' });
  });
  it('documents under the limit falls to the next visible step', () => {
    expect(visibleStep('DOCUMENTS', false)).toBe('DELIVERY');
    expect(visibleStep('DOCUMENTS', true)).toBe('DOCUMENTS');
  });
});

describe('stepper marks: "done" only for what the server accepted (issue 13)', () => {
  const marks = (saved: ForwardingOrder | null, errors: Partial<Record<WizardStep, boolean>> = {}) => {
    const at = openStepsFor(saved);
    const accepted = acceptedStepsOf(saved);
    return WIZARD_STEPS.map((step) => stepMark(step, { ...at, accepted, hasError: errors[step] ?? false }));
  };
  it('over the limit after products: documents and delivery are not done', () => {
    const saved = order({
      items: [item('200.00')],
      taxAgreement: true,
      checkoutState: 'documents',
      states: over,
    });
    expect(marks(saved)).toEqual(['done', 'done', 'current', 'todo']);
  });
  it('a phone and an address alone do not make delivery done', () => {
    const saved = order({ consigneeAddress: address, phoneNumber: '380671234567' });
    expect(marks(saved)).toEqual(['done', 'current', 'todo', 'todo']);
  });
  it('an error mark wins over done', () => {
    const saved = order({ items: [item('20.00')], checkoutState: 'delivery' });
    expect(marks(saved, { ORDER: true })).toEqual(['error', 'done', 'todo', 'current']);
  });
  it('before the first save nothing is done', () => {
    expect(marks(null)).toEqual(['current', 'todo', 'todo', 'todo']);
  });
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
