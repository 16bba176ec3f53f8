import { describe, expect, it } from 'vitest';
import { signInRedirect } from './sign-in-redirect.js';

describe('signInRedirect: a visitor on a page that needs a session', () => {
  it('goes to the login page in the page’s language and comes back to the same address', () => {
    const res = signInRedirect(new URL('https://posylka.test/en/orders?tab=archive&page=2'), 'en');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en/login?next=%2Fen%2Forders%3Ftab%3Darchive%26page%3D2');
    expect(signInRedirect(new URL('https://posylka.test/orders'), 'uk').headers.get('location')).toBe(
      '/login?next=%2Forders',
    );
  });

  it('tells crawlers not to index the private address (they never see more than this answer)', () => {
    expect(signInRedirect(new URL('https://posylka.test/profile'), 'uk').headers.get('x-robots-tag')).toBe(
      'noindex',
    );
  });
});
