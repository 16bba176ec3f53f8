import { describe, expect, it } from 'vitest';
import { localeCookie, rememberLocale } from './locale-cookie.js';

describe('language choice cookie (SPEC §9 "cookies 1 year")', () => {
  it('keeps the choice for 365 days on the whole site', () => {
    expect(localeCookie('ro')).toBe('locale=ro; Max-Age=31536000; Path=/; SameSite=Lax');
  });
  it('is readable by the next request', () => {
    rememberLocale('eng');
    expect(document.cookie).toContain('locale=eng');
  });
});
