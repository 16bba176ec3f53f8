import { describe, expect, it } from 'vitest';
import { readDocsPush } from './passport-api.js';
import { formFromDigitalId, passportErrorField, serverFieldErrors } from './passport-values.js';

describe('documents page values', () => {
  it('SPEC §7 "Passport save returns per-field errors under response.data.errors": both shapes are read', () => {
    expect(
      serverFieldErrors([{ property: 'taxNumber', message: 'a' }], {
        errors: { taxNumber: 'dup', 'passport.serialNumber': ['b', 'c'], empty: '' },
      }),
    ).toEqual([
      { property: 'taxNumber', message: 'a' },
      { property: 'passport.serialNumber', message: 'b c' },
    ]);
    expect(serverFieldErrors([], null)).toEqual([]);
  });

  it('maps a property to its field (bare or under passport.); agreement is the consent; others are general', () => {
    expect(passportErrorField('serialNumber')).toBe('serialNumber');
    expect(passportErrorField('passport.identityCardNumber')).toBe('identityCardNumber');
    expect(passportErrorField('agreement')).toBe('consent');
    expect(passportErrorField('orderId')).toBeNull();
  });

  it('SPEC §4 digital-ID data "selects ID card when a card number is present", a passport number otherwise', () => {
    const card = formFromDigitalId({ docNumber: '123456789', birthday: { d: 1, m: 2, y: 1990 } });
    expect(card).toMatchObject({ documentType: 'card', identityCardNumber: '123456789', serialNumber: '' });
    expect(card.birthDate).toBe('01.02.1990');
    expect(card.consent).toBe(false);
    expect(formFromDigitalId({ docNumber: 'АА123456' })).toMatchObject({
      documentType: 'passport',
      serialNumber: 'АА123456',
    });
  });

  it('reads a docs#{uid} push: the data itself, wrapped with the request id, or the request id alone', () => {
    const data = { docNumber: '123456789' };
    expect(readDocsPush(data)).toEqual({ data, requestId: null });
    expect(readDocsPush({ requestId: 'r1', data })).toEqual({ data, requestId: 'r1' });
    expect(readDocsPush({ requestId: 'r1' })).toEqual({ data: null, requestId: 'r1' });
    expect(readDocsPush({})).toEqual({ data: null, requestId: null });
    expect(readDocsPush('x')).toEqual({ data: null, requestId: null });
  });
});
