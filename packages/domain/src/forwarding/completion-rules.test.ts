import { describe, expect, it } from 'vitest';
import { estimateCustoms } from '../customs/index.js';
import { translateMessage } from '../validation/index.js';
import { nextCheckoutState } from './checkout-state-rules.js';
import { completionViolations, type CompletionOrder } from './completion-rules.js';
import { formatOrderNumber } from './order-number.js';

const ready: CompletionOrder = {
  receivedTrackNumber: true,
  number: 'LB123456789CN',
  countedItems: 1,
  isOverLimit: false,
  taxAgreement: false,
  invoiceCount: 0,
  hasPassport: false,
  consigneeAddress: { warehouseType: 'department' },
  totalUah: '4000',
  phoneNumber: '380671234567',
};
const verified = { isPhoneVerified: true };
const props = (order: Partial<CompletionOrder>, ctx = verified) =>
  completionViolations({ ...ready, ...order }, ctx).map((v) => v.property);

describe('completionViolations: the rules of registering a forwarding order', () => {
  it('passes a complete order under the limit without documents', () => {
    expect(completionViolations(ready, verified)).toEqual([]);
  });

  it('"It can be completed only when a tracking number was received and entered" (SPEC §4)', () => {
    expect(props({ receivedTrackNumber: false })).toEqual(['number']);
    expect(props({ receivedTrackNumber: null })).toEqual(['number']);
    expect(props({ number: '__NO_TRACK_NUMBER__' })).toEqual(['number']);
    expect(props({ number: '' })).toEqual(['number']);
  });

  it('"Only items with price above 0 count toward totals": at least one is needed', () => {
    expect(completionViolations({ ...ready, countedItems: 0 }, verified)).toEqual([
      { property: 'items', code: 'items.required' },
    ]);
  });

  it('"Tax agreement required when over customs clearance", with invoices and a passport', () => {
    expect(props({ isOverLimit: true })).toEqual(['taxAgreement', 'invoices', 'passport']);
    expect(props({ isOverLimit: true, taxAgreement: true, invoiceCount: 1, hasPassport: true })).toEqual([]);
  });

  it('"an address selection is required"; a locker only up to 10000 UAH', () => {
    expect(props({ consigneeAddress: null })).toEqual(['consigneeAddress']);
    expect(props({ consigneeAddress: { warehouseType: 'box' }, totalUah: '10000' })).toEqual([]);
    const [locker] = completionViolations(
      { ...ready, consigneeAddress: { warehouseType: 'box' }, totalUah: '10000.01' },
      verified,
    );
    expect(locker?.code).toBe('address.lockerLimit');
    expect(translateMessage(locker!.code, locker!.params ?? {}, 'en')).toBe(
      'Parcel locker delivery is unavailable: the order total exceeds UAH 10000',
    );
  });

  it('phone "required; complete; operator allowed; must be verified"', () => {
    expect(completionViolations({ ...ready, phoneNumber: null }, verified)).toEqual([
      { property: 'phoneNumber', code: 'required', params: {} },
    ]);
    expect(completionViolations({ ...ready, phoneNumber: '38067123' }, verified)[0]?.code).toBe(
      'phone.invalid',
    );
    expect(completionViolations(ready, { isPhoneVerified: false })).toEqual([
      { property: 'phoneNumber', code: 'phone.notVerified' },
    ]);
  });
});

describe('nextCheckoutState: "checkoutState moves new, declaration, documents, delivery, completed"', () => {
  const none = { hasDeclaration: false, hasProducts: false, isOverLimit: false, documentsDone: false };
  it('moves with what the draft holds', () => {
    expect(nextCheckoutState('new', none)).toBe('new');
    expect(nextCheckoutState('new', { ...none, hasDeclaration: true })).toBe('declaration');
    expect(nextCheckoutState('declaration', { ...none, hasDeclaration: true, hasProducts: true })).toBe(
      'delivery',
    );
    const over = { hasDeclaration: true, hasProducts: true, isOverLimit: true, documentsDone: false };
    expect(nextCheckoutState('declaration', over)).toBe('documents');
    expect(nextCheckoutState('documents', { ...over, documentsDone: true })).toBe('delivery');
  });
  it('"If the order passed the customs threshold while editing" it goes back to documents', () => {
    expect(
      nextCheckoutState('delivery', {
        hasDeclaration: true,
        hasProducts: true,
        isOverLimit: true,
        documentsDone: false,
      }),
    ).toBe('documents');
  });
  it('keeps completed and duplicate', () => {
    expect(nextCheckoutState('completed', none)).toBe('completed');
    expect(nextCheckoutState('duplicate', none)).toBe('duplicate');
  });
});

describe('order number', () => {
  it('shows the serial as PS-000042', () => {
    expect(formatOrderNumber(42)).toBe('PS-000042');
    expect(formatOrderNumber(1234567)).toBe('PS-1234567');
  });
});

describe('the journey figure: a 200 EUR parcel from DE', () => {
  it('"up to 150 EUR no duties ... duty 10% of the excess, VAT 20% on excess plus duty, service fee 3%" = 17.50 EUR', () => {
    // 150 limit, excess 50: duty 5.00, VAT 20% x 55 = 11.00, fee 3% x 50 = 1.50 -> 17.50.
    const estimate = estimateCustoms([{ value: { amount: '200', currency: 'EUR' } }], {
      amount: '150',
      currency: 'EUR',
    });
    expect([estimate.duty.amount, estimate.vat.amount, estimate.serviceFee.amount]).toEqual([
      '5.00',
      '11.00',
      '1.50',
    ]);
    expect(estimate.total).toEqual({ amount: '17.50', currency: 'EUR' });
  });
});
