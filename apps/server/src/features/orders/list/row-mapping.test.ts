// The compiled row mapping builds the same objects as Drizzle's mapResultRow: nested selections,
// decoders (timestamps, sql<T>), and left-joined tables' objects set to null when they are missing.
import * as drizzle from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { companies, countries, orders, userAddresses } from '../../../db/schema/index.js';
import { compileRowMapping } from './row-mapping.js';

type Fields = { path: string[]; field: unknown }[];
// Exported by drizzle-orm at run time, internal in its types.
const { mapResultRow } = drizzle as unknown as {
  mapResultRow: (fields: Fields, row: unknown[], joins: Record<string, boolean> | undefined) => unknown;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compileRowMapping', () => {
  it('maps rows exactly as Drizzle does, left joins and nested objects included', () => {
    const statement = t.db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        count: sql<number>`1`.mapWith(Number),
        total: sql<number>`2`.as('total'),
        country: { names: countries.names, icon: countries.icon },
        companyLabel: companies.label,
        address: { type: userAddresses.type, cityName: userAddresses.cityName },
        mixed: { name: orders.name, label: companies.name },
      })
      .from(orders)
      .leftJoin(countries, sql`true`)
      .leftJoin(companies, sql`true`)
      .leftJoin(userAddresses, sql`true`)
      .prepare('row_mapping_test');
    const { fields, joinsNotNullableMap } = statement as unknown as {
      fields: Fields;
      joinsNotNullableMap: Record<string, boolean>;
    };
    const at = '2026-11-22 10:00:00.123+00';
    const rows: unknown[][] = [
      ['id-1', at, '3', '4', { uk: 'США' }, '🇺🇸', 'Amazon', 'department', 'Київ', 'Name', 'Company'],
      ['id-2', at, null, null, null, null, null, null, null, null, null],
      ['id-3', at, '3', '4', null, '🇺🇸', null, 'department', null, null, 'Company'],
      ['id-4', at, '3', '4', { uk: 'США' }, null, 'Amazon', null, 'Київ', 'Name', null],
    ];
    const compiled = compileRowMapping(fields, joinsNotNullableMap)(rows);
    expect(compiled).toEqual(rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap)));
    // The left-joined objects really were set to null where their first column is null.
    expect(compiled[1]).toMatchObject({ country: null, address: null, companyLabel: null });
    expect(compiled[0]!.createdAt).toBeInstanceOf(Date);
  });
});
