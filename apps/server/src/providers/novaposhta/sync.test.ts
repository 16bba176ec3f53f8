// The sync provider against a local fake Nova Poshta server answering with the saved API answers of
// data/novaposhta (see data/SOURCES.md).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { DictionaryWarehouse } from '@posylka/contract';
import { fromRepoRoot } from '../../config/index.js';
import { npAreas, npWarehouses } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { NovaPoshtaClient, NovaPoshtaError, type NpRecord } from './client.js';
import { startFakeNovaPoshta, type FakeNovaPoshta } from './fake-server.js';
import { syncNovaPoshtaDirectory } from './sync.js';

const LVIV = 'db5c88f5-391c-11dd-90d9-001a92567626';
const sample = (name: string) =>
  (
    JSON.parse(readFileSync(fromRepoRoot(`data/novaposhta/${name}`), 'utf8')) as {
      data: NpRecord[];
    }
  ).data;
const LVIV_WAREHOUSES = sample('np_getWarehouses_Lviv_2022-09.json');
const METHODS = {
  getAreas: sample('np_getAreas.json'),
  getWarehouseTypes: sample('np_getWarehouseTypes.json'),
  getCities: sample('np_getCities_Kyiv_sample.json'),
  getWarehouses: LVIV_WAREHOUSES,
};

let t: TestApp;
let fake: FakeNovaPoshta;
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeNovaPoshta({ apiKey: 'good-key', methods: METHODS });
}, 60_000);
afterAll(async () => {
  await fake.close();
  await t.close();
});

const client = (apiKey = 'good-key', apiUrl = fake.url) =>
  new NovaPoshtaClient({ apiKey, apiUrl, pageSize: 500 });
const lvivCount = async () =>
  (await t.db.select({ n: count() }).from(npWarehouses).where(eq(npWarehouses.cityRef, LVIV)))[0]?.n;

describe('syncNovaPoshtaDirectory', () => {
  it('pages through getWarehouses and stores the directory like the importer', async () => {
    const result = await syncNovaPoshtaDirectory(t.db, client());
    expect(result).toEqual({
      areas: 25,
      warehouseTypes: 5,
      cities: 2,
      warehouses: 1167,
      removedWarehouses: 0,
    });
    const warehouseCalls = fake.calls.filter((call) => call.calledMethod === 'getWarehouses');
    expect(warehouseCalls.map((call) => call.methodProperties)).toEqual([
      { Page: 1, Limit: 500 },
      { Page: 2, Limit: 500 },
      { Page: 3, Limit: 500 },
    ]);
    expect(warehouseCalls[0]?.modelName).toBe('AddressGeneral');
    // The compact directory's Lviv warehouses were replaced by the 1,167 real ones.
    expect(await lvivCount()).toBe(1167);
    const [area] = await t.db.select().from(npAreas).where(eq(npAreas.description, 'Львівська'));
    expect(area?.areasCenter).toBe(LVIV);
    const res = await t.app.inject({ url: `/api/dictionary/warehouse?ref=${LVIV}&type=box` });
    expect((res.json() as DictionaryWarehouse[]).length).toBe(158);
  });

  it('removes warehouses Nova Poshta no longer lists, after a complete run', async () => {
    fake.calls.length = 0;
    const gone = LVIV_WAREHOUSES.filter((row) => row.Number === '5');
    const rest = LVIV_WAREHOUSES.filter((row) => row.Number !== '5');
    const smaller = await startFakeNovaPoshta({
      apiKey: 'good-key',
      methods: { ...METHODS, getWarehouses: rest },
    });
    try {
      const result = await syncNovaPoshtaDirectory(t.db, client('good-key', smaller.url));
      expect(result.removedWarehouses).toBe(gone.length);
      expect(await lvivCount()).toBe(1166);
      const res = await t.app.inject({ url: `/api/dictionary/warehouse?ref=${LVIV}&type=department` });
      expect((res.json() as DictionaryWarehouse[]).map((w) => w.number)).not.toContain('5');
    } finally {
      await smaller.close();
    }
  });

  it('fails with the API error on a wrong key and changes nothing', async () => {
    await expect(syncNovaPoshtaDirectory(t.db, client('expired'))).rejects.toThrow(
      new NovaPoshtaError('getAreas', 'API key expired', ['API key expired']),
    );
    expect(await lvivCount()).toBe(1166);
  });

  it('keeps every warehouse when a page fails half-way', async () => {
    const broken = await startFakeNovaPoshta({
      apiKey: 'good-key',
      methods: METHODS,
      failing: 'getWarehouses',
    });
    try {
      await expect(syncNovaPoshtaDirectory(t.db, client('good-key', broken.url))).rejects.toThrow(
        /getWarehouses: HTTP 500/,
      );
      expect(await lvivCount()).toBe(1166);
      const stillThere = await t.db
        .select({ n: count() })
        .from(npWarehouses)
        .where(and(eq(npWarehouses.cityRef, LVIV), eq(npWarehouses.type, 'cargo')));
      expect(stillThere[0]?.n).toBe(5);
    } finally {
      await broken.close();
    }
  });

  it('reports an unreachable server clearly', async () => {
    await expect(client('good-key', 'http://127.0.0.1:9/').getAreas()).rejects.toThrow(
      /Nova Poshta getAreas: request failed/,
    );
  });
});
