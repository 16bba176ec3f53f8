import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { stockAddresses } from '../../schema/index.js';
import { STOCK_ADDRESSES } from './addresses.js';
import { seedStockAddresses } from './seed-stock-addresses.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Row count and newest row version: a rewritten row gets a new xmin. */
async function fingerprint(): Promise<string> {
  const result = (await t.db.execute(
    sql.raw('SELECT count(*)::text AS n, max(xmin::text::bigint)::text AS v FROM stock_addresses'),
  )) as unknown as { rows: { n: string; v: string }[] };
  return `${result.rows[0]?.n} rows, xmin ${result.rows[0]?.v}`;
}

describe('the warehouse address seed', () => {
  it('holds every address once and a second run rewrites nothing', async () => {
    const before = await fingerprint();
    expect(before.startsWith(`${STOCK_ADDRESSES.length} rows`)).toBe(true);
    await seedStockAddresses(t.db);
    expect(await fingerprint()).toBe(before);
  });

  it('restores an address edited by hand (the code is the source of truth)', async () => {
    await t.db.update(stockAddresses).set({ latitude: '0' }).where(eq(stockAddresses.placeId, 'us-de'));
    await seedStockAddresses(t.db);
    const [row] = await t.db.select().from(stockAddresses).where(eq(stockAddresses.placeId, 'us-de'));
    expect(row?.latitude).toBe('39.727300');
  });
});
