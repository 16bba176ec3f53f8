import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.js';
import { COUNTRY_CODES } from '../reference/types.js';
import { FORBIDDEN_ITEM_KINDS, FORBIDDEN_ITEMS } from './items.js';
import { forbiddenItemsFor, forbiddenListIdOf } from './lists.js';

const kinds = (country: string) => forbiddenItemsFor(country).map((item) => item.kind);

describe('SPEC §9 "Forbidden-items lists differ by country"', () => {
  it('"CA, KR and AU share one"', () => {
    expect(kinds('KR')).toEqual(kinds('CA'));
    expect(kinds('AU')).toEqual(kinds('CA'));
    expect(forbiddenListIdOf('AU')).toBe('ca_kr_au');
  });

  it('"JP and CN have their own": different from each other and from the shared list', () => {
    const lists = [kinds('JP'), kinds('CN'), kinds('CA'), kinds('US')].map((l) => l.join());
    expect(new Set(lists).size).toBe(4);
  });

  it('"the default is shorter" than every country-specific list, and is contained in each', () => {
    const base = kinds('US');
    for (const country of ['CA', 'JP', 'CN']) {
      expect(base.length).toBeLessThan(kinds(country).length);
      expect(kinds(country)).toEqual(expect.arrayContaining(base));
    }
  });

  it('every country without its own list, and an unknown code, gets the default', () => {
    const special = ['CA', 'KR', 'AU', 'JP', 'CN'];
    for (const code of COUNTRY_CODES.filter((c) => !special.includes(c))) {
      expect(kinds(code)).toEqual(kinds('US'));
    }
    expect(kinds('XX')).toEqual(kinds('US'));
  });

  it('every kind SPEC §9 names is forbidden somewhere (China carries all of them)', () => {
    expect(kinds('CN')).toEqual([...FORBIDDEN_ITEM_KINDS]);
  });

  it('lists keep the SPEC order and power banks are not on the default list', () => {
    const order = (l: string[]) => l.map((k) => FORBIDDEN_ITEM_KINDS.indexOf(k as never));
    for (const country of ['US', 'CA', 'JP']) {
      const o = order(kinds(country));
      expect(o).toEqual([...o].sort((a, b) => a - b));
    }
    expect(kinds('US')).not.toContain('power_banks');
  });

  it('every item has a name and a reason in all five interface languages', () => {
    for (const item of Object.values(FORBIDDEN_ITEMS)) {
      for (const locale of LOCALES) {
        expect(item.name[locale].length).toBeGreaterThan(2);
        expect(item.note[locale].length).toBeGreaterThan(10);
      }
    }
  });
});
