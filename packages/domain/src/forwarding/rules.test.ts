import { describe, expect, it } from 'vitest';
import {
  canCompleteOrder,
  isOrderCompleted,
  isTrackNumberEditable,
  saveCallFor,
  SAVE_CALL_ROUTES,
} from './completion.js';
import { CHECKOUT_STATES, editFlowStepFor } from './state.js';
import { NO_TRACK_NUMBER_MARKER } from './track-number.js';
import {
  canOpenStep,
  isNextButtonVisible,
  lastShownAfterProducts,
  nextWizardStep,
  visibleWizardSteps,
} from './wizard.js';

describe('order-edit flow: "checkoutState maps as follows"', () => {
  it.each([
    ['new', 'declaration'],
    ['declaration', 'declaration'],
    ['invoice', 'documents'],
    ['passport', 'documents'],
    ['documents', 'documents'],
    ['delivery', 'receipt'],
    ['completed', 'editOrder'],
    ['duplicate', 'duplicate'],
  ] as const)('%s -> %s', (state, step) => {
    expect(editFlowStepFor(state)).toBe(step);
  });

  it('covers every checkoutState of SPEC §3', () => {
    expect(CHECKOUT_STATES).toEqual([
      'new',
      'declaration',
      'invoice',
      'passport',
      'documents',
      'delivery',
      'completed',
      'duplicate',
    ]);
  });
});

describe('wizard: "The step order is ORDER, PRODUCTS, DOCUMENTS (only over customs clearance), DELIVERY"', () => {
  it('shows DOCUMENTS only over the customs limit', () => {
    expect(visibleWizardSteps(true)).toEqual(['ORDER', 'PRODUCTS', 'DOCUMENTS', 'DELIVERY']);
    expect(visibleWizardSteps(false)).toEqual(['ORDER', 'PRODUCTS', 'DELIVERY']);
    expect(nextWizardStep('PRODUCTS', false)).toBe('DELIVERY');
    expect(nextWizardStep('PRODUCTS', true)).toBe('DOCUMENTS');
    expect(nextWizardStep('DELIVERY', true)).toBeNull();
  });

  const progress = {
    isOverCustomsLimit: true,
    countryChosen: true,
    productsFilled: true,
    documentsFilled: false,
  };

  it('"Products opens only with a country chosen"', () => {
    expect(canOpenStep('PRODUCTS', { ...progress, countryChosen: false })).toBe(false);
    expect(canOpenStep('PRODUCTS', progress)).toBe(true);
  });

  it('"Documents opens only when products has something filled"', () => {
    expect(canOpenStep('DOCUMENTS', { ...progress, productsFilled: false })).toBe(false);
    expect(canOpenStep('DOCUMENTS', progress)).toBe(true);
    expect(canOpenStep('DOCUMENTS', { ...progress, isOverCustomsLimit: false })).toBe(false);
  });

  it('"Delivery opens after documents or products are filled"', () => {
    expect(canOpenStep('DELIVERY', progress)).toBe(false);
    expect(canOpenStep('DELIVERY', { ...progress, documentsFilled: true })).toBe(true);
    expect(canOpenStep('DELIVERY', { ...progress, isOverCustomsLimit: false })).toBe(true);
    expect(canOpenStep('DELIVERY', { ...progress, isOverCustomsLimit: false, productsFilled: false })).toBe(
      false,
    );
  });

  it('"A next button appears only when the current step is the previous one and the next step has not yet been shown"', () => {
    expect(isNextButtonVisible('PRODUCTS', 'PRODUCTS', false)).toBe(true);
    expect(isNextButtonVisible('ORDER', 'PRODUCTS', false)).toBe(false);
    expect(isNextButtonVisible('DELIVERY', 'DELIVERY', true)).toBe(false);
  });

  it('"If the order passed the customs threshold while editing, the last shown step is set back to documents"', () => {
    expect(lastShownAfterProducts('DELIVERY', true)).toBe('DOCUMENTS');
    expect(lastShownAfterProducts('DELIVERY', false)).toBe('DELIVERY');
  });
});

describe('completion: "An order is completed if checkout is completed, or it was created by the warehouse with the declaration block and is not empty, with documents uploaded when needed"', () => {
  const flags = {
    isCheckoutCompleted: false,
    isCreatedByWarehouse: true,
    isBlockCrossDockDeclaration: true,
    isCreatedByWarehouseAndEmpty: false,
    isOverLimitPriceCustomsClearance: true,
    isDocumentUploaded: true,
  };

  it('counts checkout-completed orders', () => {
    expect(isOrderCompleted({ ...flags, isCheckoutCompleted: true, isCreatedByWarehouse: false })).toBe(true);
  });

  it('counts warehouse orders with the declaration block, not empty, documents in place', () => {
    expect(isOrderCompleted(flags)).toBe(true);
    expect(isOrderCompleted({ ...flags, isDocumentUploaded: false })).toBe(false);
    expect(
      isOrderCompleted({ ...flags, isDocumentUploaded: false, isOverLimitPriceCustomsClearance: false }),
    ).toBe(true);
    expect(isOrderCompleted({ ...flags, isCreatedByWarehouseAndEmpty: true })).toBe(false);
    expect(isOrderCompleted({ ...flags, isBlockCrossDockDeclaration: false })).toBe(false);
    expect(isOrderCompleted({ ...flags, isCreatedByWarehouse: false })).toBe(false);
  });

  it('"It can be completed only when a tracking number was received and entered"', () => {
    expect(canCompleteOrder({ receivedTrackNumber: true, number: 'LX123' })).toBe(true);
    expect(canCompleteOrder({ receivedTrackNumber: true, number: NO_TRACK_NUMBER_MARKER })).toBe(false);
    expect(canCompleteOrder({ receivedTrackNumber: false, number: 'LX123' })).toBe(false);
    expect(canCompleteOrder({ receivedTrackNumber: null, number: 'LX123' })).toBe(false);
  });
});

describe('save call: "A completed order is saved through update. An order with an id but not completed is saved through draft update. One without id goes through draft creation."', () => {
  it('picks the call and its route', () => {
    expect(saveCallFor({ id: null, isCompleted: false })).toBe('draftCreate');
    expect(saveCallFor({ id: 41, isCompleted: false })).toBe('draftUpdate');
    expect(saveCallFor({ id: 41, isCompleted: true })).toBe('update');
    expect(SAVE_CALL_ROUTES.update).toEqual({ method: 'PUT', path: '/orders/edit/{id}' });
  });
});

describe('"Track number editing is blocked when the order was created by the service, or by the warehouse and already having a track number"', () => {
  it('blocks editing in those two cases only', () => {
    expect(isTrackNumberEditable({ isCreatedBySML: true, isCreatedByWarehouse: false, trackNo: null })).toBe(
      false,
    );
    expect(isTrackNumberEditable({ isCreatedBySML: false, isCreatedByWarehouse: true, trackNo: 'LX1' })).toBe(
      false,
    );
    expect(isTrackNumberEditable({ isCreatedBySML: false, isCreatedByWarehouse: true, trackNo: '' })).toBe(
      true,
    );
    expect(
      isTrackNumberEditable({ isCreatedBySML: false, isCreatedByWarehouse: false, trackNo: 'LX1' }),
    ).toBe(true);
  });
});
