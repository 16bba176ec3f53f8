import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { COUNTRIES } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { seedReference } from './index.js';
import { companyRows } from './seed-companies.js';

const TABLES = [
  'currencies',
  'exchange_rates',
  'countries',
  'country_places',
  'tariff_entries',
  'companies',
  'goods_categories',
  'settings',
  'hs_codes',
] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows of a raw query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Row count and the newest row version (xmin) of each table: a rewritten row gets a new xmin. */
async function fingerprint(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = await rows<{ n: string; v: string }>(
      sql.raw(`SELECT count(*)::text AS n, coalesce(max(xmin::text::bigint), 0)::text AS v FROM ${table}`),
    );
    out[table] = `${row?.n} rows, xmin ${row?.v}`;
  }
  return out;
}

async function count(table: (typeof TABLES)[number]): Promise<number> {
  const [row] = await rows<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return row?.n ?? 0;
}

describe('seedReference', () => {
  it('seeds the 20 countries of SPEC §1 with their warehouses and 5 tariff bands per warehouse', async () => {
    expect(await count('countries')).toBe(20);
    const places = COUNTRIES.reduce((n, c) => n + c.places.length, 0);
    expect(await count('country_places')).toBe(places);
    expect(await count('tariff_entries')).toBe(places * 5);
    expect(await count('companies')).toBe(companyRows().length);
    expect(await count('exchange_rates')).toBe(13);
  });

  it('gives every goods category an HS heading that the seeded list holds (offline, no import)', async () => {
    const missing = await rows<{ slug: string }>(
      sql`SELECT c.slug FROM goods_categories c LEFT JOIN hs_codes h ON h.code = c.hs_code WHERE h.code IS NULL`,
    );
    expect(missing).toEqual([]);
    const [taxFree] = await rows<{ slugs: string }>(
      sql`SELECT string_agg(slug, ',' ORDER BY id) AS slugs FROM goods_categories WHERE is_tax_free`,
    );
    // SPEC §9 "Duty and VAT are cancelled for generators, charging stations, power banks, satellite terminals".
    expect(taxFree?.slugs).toBe('power-banks,generators,charging-stations,satellite-terminals');
  });

  it('is idempotent: a second run adds no row and rewrites none', async () => {
    const before = await fingerprint();
    await seedReference(t.db);
    expect(await fingerprint()).toEqual(before);
  });

  it('keeps a setting changed in the database (defaults fill missing keys only)', async () => {
    await t.db.execute(
      sql`UPDATE settings SET value = '{"percentServiceFee": 9}'::jsonb WHERE key = 'buyout'`,
    );
    await seedReference(t.db);
    const [row] = await rows<{ fee: string }>(
      sql`SELECT value->>'percentServiceFee' AS fee FROM settings WHERE key = 'buyout'`,
    );
    expect(row?.fee).toBe('9');
  });

  it('restores a reference fact edited by hand (code is the source of truth for countries)', async () => {
    await t.db.execute(sql`UPDATE countries SET max_cost = 1 WHERE code = 'DE'`);
    await seedReference(t.db);
    const [row] = await rows<{ v: string }>(sql`SELECT max_cost::text AS v FROM countries WHERE code = 'DE'`);
    expect(row?.v).toBe('150.00');
  });
});
