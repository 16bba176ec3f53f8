import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { forwardingOrderStepSchema } from './order-step.js';
import { checkTrackNumber, isNoTrackNumber, NO_TRACK_NUMBER_MARKER } from './track-number.js';

const step = { country: 'US', company: 12, receivedTrackNumber: true, noTrackNumber: false, number: '' };
const numberError = (number: string, country = 'US', locale: 'uk' | 'en' = 'uk') =>
  fieldErrorsOf(forwardingOrderStepSchema, { ...step, country, number }, locale).number;

describe('track number: SPEC §5 "Track number"', () => {
  it('"required unless the user said they have none"', () => {
    expect(numberError('')).toBe("Обов'язкове поле");
    expect(numberError('   ')).toBe("Обов'язкове поле");
    expect(fieldErrorsOf(forwardingOrderStepSchema, { ...step, noTrackNumber: true })).toEqual({});
    expect(fieldErrorsOf(forwardingOrderStepSchema, { ...step, receivedTrackNumber: false })).toEqual({});
  });

  it('"Max 40. Trimmed."', () => {
    expect(numberError('A'.repeat(40))).toBeUndefined();
    expect(numberError('A'.repeat(41))).toBe('Максимум 40 символів');
    expect(forwardingOrderStepSchema.parse({ ...step, number: '  LX123456789CN  ' }).number).toBe(
      'LX123456789CN',
    );
  });

  it.each(['LX 123', 'LX#123', 'ЛХ123', 'LX.123'])(
    '"Letters, digits, underscore and hyphen only": %s is rejected',
    (number) => {
      expect(numberError(number, 'US', 'en')).toBe(
        'A track number may hold only Latin letters, digits, “_” and “-”, with no double “__” or “--”',
      );
    },
  );

  it('"No double underscore or double hyphen"', () => {
    expect(checkTrackNumber('AB__12', 'DE')?.code).toBe('trackNumber.symbols');
    expect(checkTrackNumber('AB--12', 'DE')?.code).toBe('trackNumber.symbols');
    expect(checkTrackNumber('AB_-_12', 'DE')).toBeNull();
  });

  it.each(['ord123456', 'ORDER-1234', 'Order_55', 'oRd9'])(
    '"Must not start with ord or order (case-insensitive; own message)": %s',
    (number) => {
      expect(numberError(number)).toBe(
        'Трек-номер не може починатися з «order» або «ord»: це номер замовлення в магазині, а не номер посилки',
      );
    },
  );

  it('allows ord later in the number', () => {
    expect(checkTrackNumber('LXORD123', 'US')).toBeNull();
  });

  it('"For CN, numbers matching an Ae followed by npi pattern are rejected" (AE...NPI, any case)', () => {
    expect(checkTrackNumber('AE012345678NPI', 'CN')?.code).toBe('trackNumber.invalid');
    expect(checkTrackNumber('ae0000npi1', 'cn')?.code).toBe('trackNumber.invalid');
    expect(checkTrackNumber('AE012345678NPI', 'US')).toBeNull();
    expect(checkTrackNumber('LP00123456789NPI', 'CN')).toBeNull();
  });

  it('"For US, numbers starting with 1Z must be exactly 18 characters"', () => {
    expect(checkTrackNumber('1Z999AA10123456784', 'US')).toBeNull();
    expect(numberError('1Z999AA1012345678')).toBe(
      'Трек-номер, що починається з 1Z, має містити рівно 18 символів',
    );
    expect(checkTrackNumber('1z999AA101234567845', 'US')?.code).toBe('trackNumber.usLength');
    expect(checkTrackNumber('1Z999AA1012345678', 'GB')).toBeNull();
  });

  it('saves the no-track marker when the user has none ("the field is disabled if it holds a no-tracking marker")', () => {
    expect(forwardingOrderStepSchema.parse({ ...step, noTrackNumber: true, number: 'typed' }).number).toBe(
      NO_TRACK_NUMBER_MARKER,
    );
    expect(isNoTrackNumber(NO_TRACK_NUMBER_MARKER)).toBe(true);
    expect(isNoTrackNumber(null)).toBe(true);
    expect(isNoTrackNumber('LX1')).toBe(false);
  });
});

describe('order step: "Country required. Company required."', () => {
  it('requires a country and a company (from the list or typed)', () => {
    expect(
      fieldErrorsOf(forwardingOrderStepSchema, { ...step, country: null, company: null, number: 'LX1' }),
    ).toEqual({
      country: "Обов'язкове поле",
      company: "Обов'язкове поле",
    });
    expect(
      fieldErrorsOf(forwardingOrderStepSchema, {
        ...step,
        company: null,
        companyName: 'Etsy',
        number: 'LX1',
      }),
    ).toEqual({});
  });
});
