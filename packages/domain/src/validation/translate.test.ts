import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.js';
import { textKeys } from '@posylka/texts';
import { VALIDATION_TEXTS, type MessageCode } from './catalogue.js';
import { translateMessage } from './translate.js';

describe('message catalogue: "every user-facing text exists in all five locales"', () => {
  // Each language's keys, plural forms and variables are checked with the rest of the text tree
  // (packages/texts/src/locales.test.ts); here, that every code the domain speaks reads in each.
  it('every code has a text of its own in uk, ru, en, ro and eng (not the generic "invalid")', () => {
    const codes = textKeys(VALIDATION_TEXTS.uk) as MessageCode[];
    expect(codes.length).toBeGreaterThan(80);
    for (const code of codes.filter((c) => c !== 'invalid')) {
      for (const locale of LOCALES) {
        const text = translateMessage(code, { min: 2, max: 2, length: 2 }, locale);
        expect(text, `${code}.${locale}`).not.toBe(translateMessage('invalid', {}, locale));
        expect(text, `${code}.${locale}`).not.toBe(code);
      }
    }
  });
});

describe('translateMessage: "Plural forms follow Ukrainian rules (four forms)"', () => {
  it.each([
    [1, 'Мінімум 1 символ'],
    [3, 'Мінімум 3 символи'],
    [5, 'Мінімум 5 символів'],
    [11, 'Мінімум 11 символів'],
    [21, 'Мінімум 21 символ'],
    [22, 'Мінімум 22 символи'],
    [1.5, 'Мінімум 1,5 символу'],
  ])('uk min=%s -> %s', (min, text) => {
    expect(translateMessage('string.tooShort', { min }, 'uk')).toBe(text);
  });

  it('uses Russian, Romanian and English rules for those locales; eng follows English', () => {
    expect(translateMessage('string.tooShort', { min: 3 }, 'ru')).toBe('Минимум 3 символа');
    expect(translateMessage('string.tooShort', { min: 5 }, 'ru')).toBe('Минимум 5 символов');
    expect(translateMessage('string.tooShort', { min: 1 }, 'en')).toBe('At least 1 character');
    expect(translateMessage('string.tooShort', { min: 3 }, 'en')).toBe('At least 3 characters');
    expect(translateMessage('string.tooShort', { min: 3 }, 'eng')).toBe('At least 3 characters');
    expect(translateMessage('string.tooShort', { min: 3 }, 'ro')).toBe('Minimum 3 caractere');
    expect(translateMessage('string.tooShort', { min: 20 }, 'ro')).toBe('Minimum 20 de caractere');
  });

  it('"Required-field messages are in Ukrainian" by default', () => {
    expect(translateMessage('required')).toBe("Обов'язкове поле");
    expect(translateMessage('required', {}, 'ro')).toBe('Câmp obligatoriu');
  });

  it('fills params and leaves an unknown placeholder visible', () => {
    expect(translateMessage('number.tooBig', { max: 1000 }, 'en')).toBe('The value must be at most 1000');
    expect(translateMessage('number.tooBig', {}, 'en')).toBe('The value must be at most {{max}}');
    expect(translateMessage('number.tooSmall', { min: 0.01 }, 'uk')).toBe('Значення має бути не менше 0,01');
    expect(translateMessage('number.tooSmall', { min: 0.01 }, 'en')).toBe('The value must be at least 0.01');
  });

  it('falls back to the generic "invalid" text for a code that is not in the catalogue', () => {
    expect(translateMessage('no.such.code' as MessageCode, {}, 'uk')).toBe('Некоректне значення');
  });
});
