import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrorsOf } from '../validation/index.js';
import { addressPhoneSchema, draftPhonePayloadSchema, phonePayloadSchema, phoneSchema } from './schemas.js';

const errorOf = (schema: z.ZodType, value: unknown) => fieldErrorsOf(schema, value).root ?? null;

describe('phone schemas: "Phone: required; complete per mask; the operator code must be in an allowed list"', () => {
  it('requires a phone', () => {
    expect(errorOf(phoneSchema, '')).toBe("Обов'язкове поле");
    expect(errorOf(phoneSchema, undefined)).toBe("Обов'язкове поле");
  });

  it('rejects an incomplete phone with the mask in the message', () => {
    expect(errorOf(phoneSchema, '+38 (067) 123 45')).toBe(
      'Введіть повний номер телефону у форматі +38 (0XX) XXX XX XX',
    );
  });

  it('names the operator code it does not accept', () => {
    expect(errorOf(phoneSchema, '+38 (044) 123 45 67')).toBe(
      'Код оператора 044 не підтримується. Вкажіть номер українського мобільного оператора',
    );
  });

  it('accepts a complete allowed phone and saves it as 12 digits', () => {
    expect(errorOf(phoneSchema, '+38 (067) 123 45 67')).toBeNull();
    expect(phonePayloadSchema.parse('+38 (067) 123 45 67')).toBe('380671234567');
  });

  it('"Draft save: phone sent only if 12 digits": an empty draft phone stays empty', () => {
    expect(draftPhonePayloadSchema.parse('')).toBe('');
    expect(draftPhonePayloadSchema.parse('0671234567')).toBe('380671234567');
    expect(errorOf(draftPhonePayloadSchema, '067123')).toContain('+38 (0XX)');
  });

  it('"An address-form phone field must be 17 characters"', () => {
    expect(errorOf(addressPhoneSchema, '+38(067)123-45-67')).toBeNull();
    expect(errorOf(addressPhoneSchema, '+38 (067) 123 45 67')).toContain('+38 (0XX)');
    expect(errorOf(addressPhoneSchema, '+38(067)123-45-6')).toContain('+38 (0XX)');
    expect(errorOf(addressPhoneSchema, '+38(044)123-45-67')).toContain('044');
  });
});
