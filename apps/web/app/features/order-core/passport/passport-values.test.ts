import { describe, expect, it } from 'vitest';
import {
  blankPassport,
  formatDottedInput,
  passportErrorField,
  passportFromDigitalId,
  passportFromDocument,
  serverFieldErrors,
} from './passport-values.js';
import { TEST_IDENTITY_DOCUMENT } from './test-document.js';

describe('identity document values (both order flows)', () => {
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

  it('maps a property to its field (bare, under passport. or data.); agreement and consent are the consent', () => {
    expect(passportErrorField('serialNumber')).toBe('serialNumber');
    expect(passportErrorField('passport.identityCardNumber')).toBe('identityCardNumber');
    expect(passportErrorField('data.taxNumber')).toBe('taxNumber');
    expect(passportErrorField('agreement')).toBe('consent');
    expect(passportErrorField('passport.consent')).toBe('consent');
    expect(passportErrorField('orderId')).toBeNull();
  });

  it('SPEC §4 digital-ID data "selects ID card when a card number is present", a passport number otherwise', () => {
    const card = passportFromDigitalId({ docNumber: '123456789', birthday: { d: 1, m: 2, y: 1990 } });
    expect(card).toMatchObject({ documentType: 'card', identityCardNumber: '123456789', serialNumber: '' });
    expect(card.birthDate).toBe('01.02.1990');
    expect(card.saveToCabinet).toBe(false);
    expect(card).not.toHaveProperty('consent');
    expect(passportFromDigitalId({ docNumber: 'АА123456' })).toMatchObject({
      documentType: 'passport',
      serialNumber: 'АА123456',
    });
  });

  it('SPEC §4 "An active saved passport prefills the form" and stays in the cabinet; a blank one does not', () => {
    const { id: _id, updatedAt: _updatedAt, ...document } = TEST_IDENTITY_DOCUMENT;
    expect(passportFromDocument(TEST_IDENTITY_DOCUMENT)).toEqual({ ...document, saveToCabinet: true });
    expect(blankPassport()).toMatchObject({
      documentType: 'passport',
      serialNumber: '',
      saveToCabinet: false,
    });
  });

  it('dates are typed as digits: the dots are put in', () => {
    expect(formatDottedInput('0')).toBe('0');
    expect(formatDottedInput('0102')).toBe('01.02');
    expect(formatDottedInput('01022010')).toBe('01.02.2010');
    expect(formatDottedInput('01.02.2010 99')).toBe('01.02.2010');
  });
});
