import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsent, preferenceCookie, readCookie } from './cookies.js';

describe('reading cookies', () => {
  it('finds one cookie among others, percent-decoded, and not one with a similar name', () => {
    expect(readCookie('a=1; csrf_token=abc%3D; session=s', 'csrf_token')).toBe('abc=');
    expect(readCookie('xcsrf_token=1', 'csrf_token')).toBeUndefined();
    expect(readCookie(' spaced = v ', 'spaced')).toBe('v');
    expect(readCookie('', 'a')).toBeUndefined();
    expect(readCookie(null, 'a')).toBeUndefined();
    expect(readCookie(undefined, 'a')).toBeUndefined();
  });

  it('keeps the first of two cookies of the same name and a value that does not decode', () => {
    expect(readCookie('a=1; a=2', 'a')).toBe('1');
    expect(readCookie('a=%zz', 'a')).toBe('%zz');
  });
});

describe('cookie consent (SPEC §2 notice, §9 cookies 1 year)', () => {
  it('is kept 365 days on the whole site, Secure on https', () => {
    expect(consentCookie(false)).toBe(`cookieConsent=accepted; Max-Age=${365 * 86400}; Path=/; SameSite=Lax`);
    expect(consentCookie(true)).toContain('; Secure');
  });

  it('is found among other cookies and not confused with a similar name', () => {
    expect(hasConsent('a=1; cookieConsent=accepted; b=2')).toBe(true);
    expect(hasConsent('xcookieConsent=accepted')).toBe(false);
    expect(hasConsent('cookieConsent=no')).toBe(false);
    expect(hasConsent(undefined)).toBe(false);
    expect(hasConsent(null)).toBe(false);
  });
});

describe('preference cookies', () => {
  it('last a year by default and are deleted with Max-Age=0', () => {
    expect(preferenceCookie('alertsCookie', '1')).toBe(
      'alertsCookie=1; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(preferenceCookie('alertsCookie', '', { maxAge: 0 })).toBe(
      'alertsCookie=; Max-Age=0; Path=/; SameSite=Lax',
    );
  });

  it('percent-encode what a cookie value cannot hold, and reading gives it back', () => {
    const written = preferenceCookie('note', 'a b;c');
    expect(written.startsWith('note=a%20b%3Bc;')).toBe(true);
    expect(readCookie(written.split(';')[0] ?? '', 'note')).toBe('a b;c');
  });
});
