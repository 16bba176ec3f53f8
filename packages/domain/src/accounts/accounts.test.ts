import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { calculatorPriceSchema, formatCalculatorPrice } from './calculator.js';
import { loginPayloadSchema, registerPayloadSchema } from './credentials.js';
import { isSiteUrl, siteUrlSchema } from './site-url.js';

describe('register payload: e-mail and password policy', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(
      registerPayloadSchema.parse({ email: '  Olena.K@Example.COM ', password: 'river2024' }).email,
    ).toBe('olena.k@example.com');
  });

  it('"valid e-mail" with a max of 254', () => {
    expect(fieldErrorsOf(registerPayloadSchema, { email: 'olena@', password: 'river2024' })).toEqual({
      email: 'Введіть коректну адресу електронної пошти',
    });
    expect(fieldErrorsOf(registerPayloadSchema, { email: '', password: 'river2024' })).toEqual({
      email: "Обов'язкове поле",
    });
    const long = `${'a'.repeat(246)}@mail.com`; // 255 characters
    expect(fieldErrorsOf(registerPayloadSchema, { email: long.slice(1), password: 'river2024' })).toEqual({});
    expect(fieldErrorsOf(registerPayloadSchema, { email: long, password: 'river2024' })).toEqual({
      email: 'Максимум 254 символи',
    });
  });

  it('password: at least 8, a letter and a digit, not the e-mail local part, max 128', () => {
    const email = 'olena.k@example.com';
    expect(fieldErrorsOf(registerPayloadSchema, { email, password: 'r1ver' })).toEqual({
      password: 'Мінімум 8 символів',
    });
    expect(fieldErrorsOf(registerPayloadSchema, { email, password: 'riverbank' }, 'en')).toEqual({
      password: 'The password must contain at least one letter and one digit',
    });
    expect(fieldErrorsOf(registerPayloadSchema, { email, password: '12345678' })).toEqual({
      password: 'Пароль має містити хоча б одну літеру й одну цифру',
    });
    expect(fieldErrorsOf(registerPayloadSchema, { email, password: 'OLENA.K2024' })).toEqual({
      password: 'Пароль не повинен містити вашу адресу електронної пошти',
    });
    expect(fieldErrorsOf(registerPayloadSchema, { email, password: `a1${'x'.repeat(127)}` })).toEqual({
      password: 'Максимум 128 символів',
    });
    expect(fieldErrorsOf(registerPayloadSchema, { email, password: 'river2024' })).toEqual({});
  });

  it('login only requires a non-empty password', () => {
    expect(fieldErrorsOf(loginPayloadSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
    expect(fieldErrorsOf(loginPayloadSchema, { email: 'a@b.co', password: '' })).toEqual({
      password: "Обов'язкове поле",
    });
  });
});

describe('"Site URL: requires http(s) and a dotted host"', () => {
  it.each([
    ['https://www.amazon.com/dp/B0C1', true],
    ['http://shop.example.co.uk', true],
    ['https://rozetka.com.ua:8443/x?y=1#z', true],
    ['www.amazon.com', false],
    ['ftp://amazon.com', false],
    ['https://localhost/x', false],
    ['https://amazon .com', false],
    ['https://', false],
  ])('%s -> %s', (url, ok) => {
    expect(isSiteUrl(url)).toBe(ok);
  });

  it('gives the url message', () => {
    expect(fieldErrorsOf(siteUrlSchema, 'amazon.com', 'en')).toEqual({
      root: 'Enter a site address starting with http:// or https://, e.g. https://www.amazon.com',
    });
  });
});

describe('"Price calculator input: digits and one dot or comma; comma becomes dot; 2 decimals if fractional"', () => {
  it('filters typing', () => {
    expect(formatCalculatorPrice('12,345')).toBe('12.34');
    expect(formatCalculatorPrice('1a2.5.6')).toBe('12.56');
    expect(formatCalculatorPrice('150')).toBe('150');
  });

  it('parses the final value', () => {
    expect(calculatorPriceSchema.parse('12,5')).toBe('12.50');
    expect(calculatorPriceSchema.parse('150')).toBe('150');
    expect(fieldErrorsOf(calculatorPriceSchema, '12.345')).toEqual({
      root: 'Введіть число з крапкою або комою та не більше ніж двома знаками після неї',
    });
    expect(fieldErrorsOf(calculatorPriceSchema, '')).toEqual({ root: "Обов'язкове поле" });
  });
});
