import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale.js';

const from = (value: string | undefined) => localeFromAcceptLanguage({ 'accept-language': value });

describe('Accept-Language onto our interface languages', () => {
  it('takes the highest q, and at equal q the visitor’s order', () => {
    expect(from('de-DE, ru;q=0.8, en;q=0.9')).toBe('en');
    expect(from('uk-UA,en')).toBe('uk');
    expect(from('ru-RU, en')).toBe('ru');
    expect(from('en;q=0.5, ro;q=0.7')).toBe('ro');
    expect(from('uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('uk');
  });

  it('maps regional tags by their language, case-insensitively; en-RO is English, never eng', () => {
    expect(from('UK-ua')).toBe('uk');
    expect(from('en-RO,ro;q=0.9')).toBe('en');
    expect(from('eng')).toBeUndefined();
  });

  it('leaves out q=0, wildcards and languages we do not speak', () => {
    expect(from('ru;q=0, en;q=0.1')).toBe('en');
    expect(from('ru;q=0')).toBeUndefined();
    expect(from('*')).toBeUndefined();
    expect(from('de, *;q=0.5')).toBeUndefined();
    expect(from('de-DE, fr')).toBeUndefined();
    expect(from('constructor, toString')).toBeUndefined();
  });

  it('answers nothing without a header, so the caller’s default (uk) applies', () => {
    expect(from(undefined)).toBeUndefined();
    expect(from('')).toBeUndefined();
  });
});
