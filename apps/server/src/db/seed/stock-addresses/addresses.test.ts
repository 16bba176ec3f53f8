import { describe, expect, it } from 'vitest';
import { carriesCustomer, COUNTRIES, STOCK_ADDRESS_LINE_KINDS } from '@posylka/domain';
import { STOCK_ADDRESSES } from './addresses.js';

describe('our warehouse addresses', () => {
  const placeIds = COUNTRIES.flatMap((country) => country.places.map((place) => place.id));

  it('exist exactly once for every warehouse of every country', () => {
    expect(STOCK_ADDRESSES.map((a) => a.placeId).sort()).toEqual([...placeIds].sort());
  });

  it.each(STOCK_ADDRESSES.map((a) => [a.placeId, a] as const))(
    '%s carries the customer name and code, in Latin script, with a position',
    (_id, address) => {
      const all = address.lines.map((line) => line.value).join('\n');
      expect(all).toContain('{name}');
      expect(all).toContain('{code}');
      expect(address.lines.some((line) => carriesCustomer(line.value))).toBe(true);
      expect(all).not.toMatch(/\p{Script=Cyrillic}/u);
      for (const line of address.lines) expect(STOCK_ADDRESS_LINE_KINDS).toContain(line.kind);
      expect(Math.abs(Number(address.latitude))).toBeLessThanOrEqual(90);
      expect(Math.abs(Number(address.longitude))).toBeLessThanOrEqual(180);
    },
  );
});
