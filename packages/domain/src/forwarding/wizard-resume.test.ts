import { describe, expect, it } from 'vitest';
import { nextCheckoutState } from './checkout-state-rules.js';
import { completionViolations } from './completion-rules.js';
import type { CheckoutState } from './state.js';
import { NO_TRACK_NUMBER_MARKER } from './track-number.js';
import {
  acceptedWizardSteps,
  startStep,
  wizardStepOfProperty,
  type SavedWizardOrder,
} from './wizard-resume.js';

/** What a saved draft holds; the server's verdict on it is built below with the server's own rules. */
type Holds = {
  number?: string | null;
  receivedTrackNumber?: boolean | null;
  pricedItems?: number;
  isOverLimit?: boolean;
  taxAgreement?: boolean;
  invoices?: number;
  passport?: boolean;
  address?: boolean;
  phone?: string | null;
  phoneVerified?: boolean;
  checkoutState?: CheckoutState;
};

/**
 * The order as GET /orders/{id} answers it: checkoutState from nextCheckoutState and the `errors`
 * map from completionViolations, the two rules the server saves and presents a draft with.
 */
function saved(holds: Holds): SavedWizardOrder {
  const h = {
    number: 'DE123456789',
    receivedTrackNumber: true,
    pricedItems: 0,
    isOverLimit: false,
    taxAgreement: false,
    invoices: 0,
    passport: false,
    address: false,
    phone: null,
    phoneVerified: false,
    ...holds,
  };
  const documentsDone = h.invoices > 0 && h.passport;
  const checkoutState =
    h.checkoutState ??
    nextCheckoutState('new', {
      hasDeclaration: true,
      hasProducts: h.pricedItems > 0,
      isOverLimit: h.isOverLimit,
      documentsDone,
    });
  const errors =
    checkoutState === 'completed'
      ? []
      : completionViolations(
          {
            receivedTrackNumber: h.receivedTrackNumber,
            number: h.number,
            countedItems: h.pricedItems,
            isOverLimit: h.isOverLimit,
            taxAgreement: h.taxAgreement,
            invoiceCount: h.invoices,
            hasPassport: h.passport,
            consigneeAddress: h.address ? { warehouseType: 'department' } : null,
            totalUah: '1000.00',
            phoneNumber: h.phone,
          },
          { isPhoneVerified: h.phoneVerified },
        );
  return {
    checkoutState,
    isOverCustomsLimit: h.isOverLimit,
    isDocumentUploaded: documentsDone,
    errorProperties: errors.map((e) => e.property),
  };
}

const phone = { phone: '380671234567', phoneVerified: true };
const afterProducts = { pricedItems: 1 };
const overAfterProducts = { pricedItems: 1, isOverLimit: true, taxAgreement: true };
const documents = { invoices: 1, passport: true };

describe('SPEC §2 "Start step from a saved order", resumed on the first step the server has not accepted', () => {
  it('"order if empty": no saved order, or step 1 not saved yet', () => {
    expect(startStep(null)).toBe('ORDER');
    expect(startStep({ ...saved({}), checkoutState: 'new' })).toBe('ORDER');
  });

  it('"order if empty" also holds without a tracking number ("products if a tracking number is set")', () => {
    // "It can be completed only when a tracking number was received and entered" (SPEC §4): the
    // server keeps a `number` blocker, so step 1 is not done even with the products saved.
    const notYet = { number: null, receivedTrackNumber: false };
    expect(startStep(saved(notYet))).toBe('ORDER');
    expect(startStep(saved({ ...notYet, ...afterProducts }))).toBe('ORDER');
    expect(startStep(saved({ number: NO_TRACK_NUMBER_MARKER, receivedTrackNumber: true }))).toBe('ORDER');
  });

  it('"products if a tracking number is set": step 1 accepted, no product priced above 0 saved', () => {
    expect(startStep(saved({}))).toBe('PRODUCTS');
    // A passport, an address or a phone do not skip products the server has not accepted.
    expect(startStep(saved({ ...documents, address: true, ...phone }))).toBe('PRODUCTS');
  });

  it('"documents if over the limit": products accepted over the limit, until an invoice and the passport are attached', () => {
    expect(startStep(saved(overAfterProducts))).toBe('DOCUMENTS');
    // A passport but no invoice: documents is still not done, so it is where the wizard resumes
    // (the clause read as a field check would go on to delivery with an address).
    expect(startStep(saved({ ...overAfterProducts, passport: true, address: true }))).toBe('DOCUMENTS');
    expect(startStep(saved({ ...overAfterProducts, invoices: 1 }))).toBe('DOCUMENTS');
  });

  it('"delivery if, in addition, an address or phone exists": every earlier step accepted', () => {
    expect(startStep(saved({ ...overAfterProducts, ...documents }))).toBe('DELIVERY');
    expect(startStep(saved({ ...overAfterProducts, ...documents, address: true }))).toBe('DELIVERY');
    // Under the limit documents is not a step ("Documents exists only when the taxable total
    // exceeds the country's customs limit"): delivery follows the products.
    expect(startStep(saved(afterProducts))).toBe('DELIVERY');
  });

  it('every step accepted, or a completed order: the last step, where the final button is', () => {
    expect(startStep(saved({ ...afterProducts, address: true, ...phone }))).toBe('DELIVERY');
    expect(startStep(saved({ ...afterProducts, checkoutState: 'completed' }))).toBe('DELIVERY');
  });

  it('"Tax agreement required when over customs clearance": products over the limit without it are not done', () => {
    expect(startStep(saved({ ...overAfterProducts, taxAgreement: false, ...documents }))).toBe('PRODUCTS');
  });
});

describe('a step is done only when the server accepted it (issue 13)', () => {
  it('a fresh draft after step 1: only the order step', () => {
    expect(acceptedWizardSteps(saved({}))).toEqual({
      ORDER: true,
      PRODUCTS: false,
      DOCUMENTS: false,
      DELIVERY: false,
    });
    expect(acceptedWizardSteps(null)).toEqual({
      ORDER: false,
      PRODUCTS: false,
      DOCUMENTS: false,
      DELIVERY: false,
    });
  });

  it('documents and delivery with nothing uploaded and no address are not done', () => {
    expect(acceptedWizardSteps(saved(overAfterProducts))).toMatchObject({
      PRODUCTS: true,
      DOCUMENTS: false,
      DELIVERY: false,
    });
  });

  it('delivery needs the address and a verified phone ("must be verified")', () => {
    const ready = { ...afterProducts, address: true, ...phone };
    expect(acceptedWizardSteps(saved(ready)).DELIVERY).toBe(true);
    expect(acceptedWizardSteps(saved({ ...ready, phoneVerified: false })).DELIVERY).toBe(false);
    expect(acceptedWizardSteps(saved({ ...ready, address: false })).DELIVERY).toBe(false);
  });

  it('a completed order edited over the limit without documents: documents is not done', () => {
    // The server sends no `errors` map for a completed order; the attached documents still count.
    const completed = saved({ ...afterProducts, isOverLimit: true, checkoutState: 'completed' });
    expect(acceptedWizardSteps(completed)).toEqual({
      ORDER: true,
      PRODUCTS: true,
      DOCUMENTS: false,
      DELIVERY: true,
    });
    expect(startStep(completed)).toBe('DOCUMENTS');
  });

  it('a duplicate is a copy still to be declared', () => {
    expect(startStep({ ...saved(afterProducts), checkoutState: 'duplicate' })).toBe('ORDER');
  });
});

describe('SPEC §8 error-map properties belong to steps', () => {
  it.each([
    ['number', 'ORDER'],
    ['company', 'ORDER'],
    ['items', 'PRODUCTS'],
    ['items[1].unitPrice.amount', 'PRODUCTS'],
    ['promoCode', 'PRODUCTS'],
    ['taxAgreement', 'PRODUCTS'],
    ['invoices', 'DOCUMENTS'],
    ['passport.taxNumber', 'DOCUMENTS'],
    ['consigneeAddress', 'DELIVERY'],
    ['phoneNumber', 'DELIVERY'],
  ])('%s -> %s', (property, step) => expect(wizardStepOfProperty(property)).toBe(step));
});
