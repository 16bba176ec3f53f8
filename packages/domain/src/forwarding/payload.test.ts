import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toViolations } from '../validation/index.js';
import { forwardingOrderPayloadSchema } from './payload.js';

const payload = {
  number: '1Z999AA10123456784',
  country: 'US',
  company: 3,
  name: 'Sneakers',
  items: [
    { categoryId: 17, name: 'Nike Air', quantity: 1, unitPrice: { amount: '120.50', currency: 'USD' } },
  ],
  promoCode: 'SPRING',
  consigneeAddress: '0b0c7f3e-6a43-4a8e-9f1e-2f7b4c2d9a10',
  receivedTrackNumber: true,
  taxAgreement: true,
  phoneNumber: '+38 (067) 123 45 67',
};

function violations(value: unknown, locale: 'uk' | 'en' = 'uk') {
  const result = forwardingOrderPayloadSchema.safeParse(value);
  return result.success ? [] : toViolations(result.error.issues, locale);
}

describe('forwarding save payload (SPEC §3) with the violation properties of SPEC §8', () => {
  it('accepts a full payload and normalises the phone to 12 digits', () => {
    const parsed = forwardingOrderPayloadSchema.parse(payload);
    expect(parsed.phoneNumber).toBe('380671234567');
    expect(parsed.items[0]?.unitPrice).toEqual({ amount: '120.50', currency: 'USD' });
    expect(parsed).toMatchObject({ discount: false, churnAccepted: false, isBlocked: null, notifyMe: false });
    expect(parsed).toMatchObject({ receivedTrackNumber: true, taxAgreement: true });
  });

  it('takes consigneeAddress as a saved address uuid, or null', () => {
    expect(violations({ ...payload, consigneeAddress: null })).toEqual([]);
    expect(violations({ ...payload, consigneeAddress: 15 }).map((v) => v.property)).toEqual([
      'consigneeAddress',
    ]);
    expect(violations({ ...payload, consigneeAddress: 'x' }, 'en')).toEqual([
      { property: 'consigneeAddress', message: 'Choose a delivery address' },
    ]);
  });

  it('"Track number: required unless the user said they have none"', () => {
    expect(violations({ ...payload, number: '' })).toEqual([
      { property: 'number', message: "Обов'язкове поле" },
    ]);
    expect(violations({ ...payload, number: '', receivedTrackNumber: false })).toEqual([]);
    expect(violations({ ...payload, number: '__NO_TRACK_NUMBER__' })).toEqual([]);
    expect(violations({ ...payload, number: null, receivedTrackNumber: null })).toEqual([]);
  });

  it('accepts a draft without a track number, items or address', () => {
    expect(violations({ country: 'CN', company: null, companyName: 'Taobao', number: null })).toEqual([]);
  });

  it('names items[i].name, items[i].quantity and items[i].unitPrice.amount', () => {
    const bad = {
      ...payload,
      items: [
        payload.items[0],
        { categoryId: 4, name: 'Bag #1', quantity: 0, unitPrice: { amount: '0.001', currency: 'USD' } },
      ],
    };
    expect(violations(bad, 'en')).toEqual([
      {
        property: 'items[1].name',
        message:
          'The name contains characters that are not allowed: #. Use Latin letters, digits, space and - [ ] " \' : . , % ( ) $ ! ? + |',
      },
      { property: 'items[1].quantity', message: 'The value must be at least 1' },
      {
        property: 'items[1].unitPrice.amount',
        message: 'Enter the price in digits; cents (1–2 digits) after a dot or comma, e.g. 12.99',
      },
    ]);
  });

  it('checks the track number against the payload country', () => {
    expect(violations({ ...payload, number: '1Z12' })).toEqual([
      { property: 'number', message: 'Трек-номер, що починається з 1Z, має містити рівно 18 символів' },
    ]);
    expect(violations({ ...payload, country: 'GB', number: '1Z12' })).toEqual([]);
    expect(violations({ ...payload, number: 'order-777' })[0]?.property).toBe('number');
  });

  it('requires a known country and a company', () => {
    expect(violations({ ...payload, country: 'XX' }).map((v) => v.property)).toEqual(['country']);
    expect(violations({ ...payload, company: null })).toEqual([
      { property: 'company', message: "Обов'язкове поле" },
    ]);
  });

  it('rejects a half-typed phone rather than saving it', () => {
    expect(violations({ ...payload, phoneNumber: '+38 (067) 12' })).toEqual([
      { property: 'phoneNumber', message: 'Введіть повний номер телефону у форматі +38 (0XX) XXX XX XX' },
    ]);
    expect(
      z.string().parse(forwardingOrderPayloadSchema.parse({ ...payload, phoneNumber: '' }).phoneNumber),
    ).toBe('');
  });
});
