import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, SHOP_CATEGORY_SLUGS } from '@posylka/domain';
import { CATALOG_SHOPS } from './index.js';
import { SHOP_CATEGORY_NAMES } from './categories.js';

describe('the catalogue seed', () => {
  it('has 60-100 shops with unique slugs fit for a URL, https sites and #rrggbb colours', () => {
    expect(CATALOG_SHOPS.length).toBeGreaterThanOrEqual(60);
    expect(CATALOG_SHOPS.length).toBeLessThanOrEqual(100);
    expect(new Set(CATALOG_SHOPS.map((s) => s.slug)).size).toBe(CATALOG_SHOPS.length);
    for (const shop of CATALOG_SHOPS) {
      expect(shop.slug).toMatch(/^[a-z0-9-]{1,64}$/);
      expect(shop.siteUrl).toMatch(/^https:\/\/[^/]+/);
      expect(shop.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(shop.countries.length).toBeGreaterThan(0);
      expect(shop.categories.length).toBeGreaterThan(0);
    }
  });

  it('describes every shop in every language and covers every country of SPEC §1', () => {
    for (const shop of CATALOG_SHOPS) {
      for (const text of Object.values(shop.description)) expect(text.length).toBeGreaterThan(10);
    }
    const covered = new Set(CATALOG_SHOPS.flatMap((s) => s.countries));
    expect(COUNTRY_CODES.filter((c) => !covered.has(c))).toEqual([]);
  });

  it('puts shops in every category and names each category in every language', () => {
    for (const slug of SHOP_CATEGORY_SLUGS) {
      expect(CATALOG_SHOPS.some((s) => s.categories.includes(slug))).toBe(true);
      expect(Object.values(SHOP_CATEGORY_NAMES[slug]).every((name) => name.length > 0)).toBe(true);
    }
  });
});
