import { describe, expect, it } from 'vitest';
import {
  phoneText,
  formatAddressPhone,
  formatPhoneMask,
  isAllowedOperator,
  isCompletePhone,
  normalizePhone,
  operatorCode,
} from './phone.js';

describe('formatPhoneMask: "complete per mask +38 (0##) ### ## ##"', () => {
  it.each([
    ['', ''],
    ['0', '+38 (0'],
    ['067', '+38 (067'],
    ['0671', '+38 (067) 1'],
    ['067123456', '+38 (067) 123 45 6'],
    ['0671234567', '+38 (067) 123 45 67'],
    ['+380671234567', '+38 (067) 123 45 67'],
    ['380671234567', '+38 (067) 123 45 67'],
    ['671234567', '+38 (067) 123 45 67'],
    ['+38 (067) 123-45-67 ext', '+38 (067) 123 45 67'],
    ['06712345678999', '+38 (067) 123 45 67'],
  ])('%j -> %j', (input, masked) => {
    expect(formatPhoneMask(input)).toBe(masked);
  });

  it('a complete masked phone is 19 characters', () => {
    expect(formatPhoneMask('0501112233')).toHaveLength(19);
  });

  it('the address form mask is 17 characters: "an address-form phone field must be 17 characters"', () => {
    expect(formatAddressPhone('0501112233')).toBe('+38(050)111-22-33');
    expect(formatAddressPhone('0501112233')).toHaveLength(17);
    expect(formatAddressPhone('05011')).toBe('+38(050)11');
  });
});

describe('normalizePhone: "12 digits after stripping, else empty; a 10-digit number starting with 0 gets 38 prefixed"', () => {
  it.each([
    ['+38 (067) 123 45 67', '380671234567'],
    ['0671234567', '380671234567'],
    ['380671234567', '380671234567'],
    ['+38 (067) 123 45', ''],
    ['671234567', ''],
    ['1671234567', ''],
    ['3806712345678', ''],
    ['', ''],
  ])('%j -> %j', (input, saved) => {
    expect(normalizePhone(input)).toBe(saved);
  });
});

describe('isAllowedOperator: "the operator code (digits 3 to 5 after the country part) must be in an allowed list"', () => {
  it('reads the code from digits 3 to 5 of the saved number', () => {
    expect(operatorCode('+38 (093) 000 11 22')).toBe('093');
    expect(operatorCode('+38 (093) 000')).toBe('');
  });

  it.each([
    ['+38 (067) 123 45 67', true],
    ['+38 (099) 123 45 67', true],
    ['+38 (039) 123 45 67', true],
    ['+38 (044) 123 45 67', false], // Kyiv landline
    ['+38 (089) 123 45 67', false], // VoIP range in the numbering plan
    ['+38 (067) 123 45', false],
  ])('%s -> %s', (phone, allowed) => {
    expect(isAllowedOperator(phone)).toBe(allowed);
  });

  it('needs 380 at the start to be complete', () => {
    expect(isCompletePhone('380671234567')).toBe(true);
    expect(isCompletePhone('480671234567')).toBe(false);
  });
});

describe('phoneText: a saved phone on a page (issue 18: "the phone is shown raw (+380931112233)")', () => {
  it('writes a Ukrainian number by the mask, held on one line', () => {
    expect(phoneText('380931112233')).toBe('+38\u00a0(093)\u00a0111\u00a022\u00a033');
  });
  it('gives other digits their plus and leaves anything else as it is', () => {
    expect(phoneText('48123456789')).toBe('+48123456789');
    expect(phoneText('+1 555 0100')).toBe('+1 555 0100');
  });
});
