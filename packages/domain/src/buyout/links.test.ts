import { describe, expect, it } from 'vitest';
import { hasForeignScheme, isHttpLink } from './links.js';

describe('buy-out links accept http(s) only (issue 15 "Links")', () => {
  it('isHttpLink: only http:// and https:// links are clickable', () => {
    expect(isHttpLink('https://www.amazon.com/dp/B0001')).toBe(true);
    expect(isHttpLink(' HTTP://shop.example/x ')).toBe(true);
    for (const link of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      'amazon.com',
      '',
    ]) {
      expect(isHttpLink(link), link).toBe(false);
    }
  });

  it('hasForeignScheme: a draft may hold a half-typed address, never another scheme', () => {
    for (const link of ['', 'amazon', 'www.amazon.com/dp/B0001', 'https://a.com/x:y', 'http://a.com']) {
      expect(hasForeignScheme(link), link).toBe(false);
    }
    for (const link of [
      'data:text/html,x',
      'JavaScript:alert(1)',
      'java\tscript:x',
      'file:///etc',
      'https:a.com',
    ]) {
      expect(hasForeignScheme(link), link).toBe(true);
    }
  });
});
