import { registerBodySchema } from '@posylka/contract';
import { describe, expect, it } from 'vitest';
import { domainResolver } from './domain-resolver.js';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('form validation messages come from the domain catalogue in the page language', () => {
  it('Ukrainian messages for a bad e-mail and a short password', async () => {
    const resolve = domainResolver(registerBodySchema, 'uk');
    const result = await resolve({ email: 'not-an-email', password: 'short' }, undefined, options);
    expect(result.errors.email?.message).toBe('Введіть коректну адресу електронної пошти');
    expect(result.errors.password?.message).toBe('Мінімум 8 символів');
  });

  it('the same issues in English, and no errors for valid input', async () => {
    const en = await domainResolver(registerBodySchema, 'en')(
      { email: 'x', password: 'short' },
      undefined,
      options,
    );
    expect(en.errors.email?.message).not.toBe('Введіть коректну адресу електронної пошти');
    expect(en.errors.email?.message).toMatch(/e-?mail/i);
    const ok = await domainResolver(registerBodySchema, 'uk')(
      { email: 'olena@posylka.test', password: 'Kyiv2026pass' },
      undefined,
      options,
    );
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({ email: 'olena@posylka.test', password: 'Kyiv2026pass' });
  });
});
