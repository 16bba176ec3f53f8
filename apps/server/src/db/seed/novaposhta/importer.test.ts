// The importer and the dictionary routes over the real Nova Poshta files of data/novaposhta:
// the 9,313-city list, getAreas, getWarehouseTypes, the getCities sample and the 1,167 Lviv warehouses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { DictionaryCity, DictionaryWarehouse } from '@posylka/contract';
import { fromRepoRoot } from '../../../config/index.js';
import { npCities, npWarehouses } from '../../schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { notifyDirectoryChanged } from '../../../features/dictionary/changes.js';
import { importNpFiles, listInputFiles, readNpFiles } from './importer.js';
import { toWarehouseRecord, type NpRaw } from './records.js';
import { upsertWarehouses } from './write.js';

const DIR = fromRepoRoot('data/novaposhta');
const LVIV = 'db5c88f5-391c-11dd-90d9-001a92567626';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const cities = async (query: string, locale = 'uk'): Promise<DictionaryCity[]> =>
  (
    await t.app.inject({
      url: `/api/dictionary/cities?query=${encodeURIComponent(query)}`,
      headers: { 'x-locale': locale },
    })
  ).json();
const warehouses = async (params: string): Promise<DictionaryWarehouse[]> =>
  (await t.app.inject({ url: `/api/dictionary/warehouse?${params}` })).json();
const stored = async (type: 'department' | 'box' | 'cargo', source = 'novaposhta') =>
  (
    await t.db
      .select({ n: count() })
      .from(npWarehouses)
      .where(
        and(
          eq(npWarehouses.cityRef, LVIV),
          eq(npWarehouses.type, type),
          eq(npWarehouses.source, source as 'novaposhta'),
        ),
      )
  )[0]?.n;

describe('importing the real Nova Poshta files', () => {
  it('recognises each file by its records and skips the other API answers', () => {
    const { files, skipped } = readNpFiles(listInputFiles([DIR]));
    const kinds = Object.fromEntries(files.map((file) => [file.path.split('/').pop(), file.kind]));
    expect(kinds).toEqual({
      'np_cities_reduced_2024-05.json': 'reducedCities',
      'np_getAreas.json': 'areas',
      'np_getCities_Kyiv_sample.json': 'cities',
      'np_getWarehouseTypes.json': 'warehouseTypes',
      'np_getWarehouses_Kyiv_branch25_sample.json': 'warehouses',
      'np_getWarehouses_Lviv_2022-09.json': 'warehouses',
    });
    expect(skipped.some((line) => line.includes('np_getSettlementAreas_2024-05.json'))).toBe(true);
  });

  it('loads 25 areas, 5 types, 9,313 cities and 1,168 warehouses, and again without duplicates', async () => {
    const { files } = readNpFiles(listInputFiles([DIR]));
    for (let run = 0; run < 2; run += 1) {
      const result = await importNpFiles(t.db, files);
      // The Kyiv sample repeats Kyiv of the reduced list and adds Київець.
      expect(result).toEqual({ areas: 25, warehouseTypes: 5, cities: 9313 + 2, warehouses: 1168 });
    }
    const [cityCount] = await t.db.select({ n: count() }).from(npCities);
    // Київець of the Kyiv sample is in the reduced list too.
    expect(cityCount?.n).toBe(9313);
    expect(await stored('department')).toBe(66);
    expect(await stored('box')).toBe(1096);
    expect(await stored('cargo')).toBe(5);
    // The compact directory's made-up Lviv warehouses gave way to the real ones.
    expect(await stored('department', 'compact')).toBe(0);
    expect(await stored('box', 'compact')).toBe(0);
  }, 120_000);
});

describe('searching the real city list', () => {
  it('puts Kyiv first for "ки" and the regional centres before towns and villages', async () => {
    const list = await cities('ки');
    expect(list[0]?.fullName).toBe('Київ, Київська обл.');
    expect(list).toHaveLength(20);
  });

  it.each(["кам'янець", 'камянець', 'кам’янець', 'Камʼянець', 'kamianets'])(
    '"%s" finds Кам\'янець-Подільський',
    async (query) => {
      const names = (await cities(query)).map((c) => c.name);
      expect(names[0]).toBe("Кам'янець-Подільський");
    },
  );

  it.each(['lviv', 'Львів', 'львов', 'ЛЬВІВ'])(
    '"%s" finds Lviv first among the Lviv-named places',
    async (query) => {
      const [first] = await cities(query);
      expect(first).toMatchObject({ ref: LVIV, fullName: 'Львів, Львівська обл.', settlementType: 'місто' });
    },
  );

  it('finds a village by a later word of its name and an exact name before longer ones', async () => {
    const names = (await cities('подільський')).map((c) => c.name);
    expect(names).toContain("Кам'янець-Подільський");
    const [first] = await cities('Балки');
    expect(first?.name).toBe('Балки');
  });
});

describe('the real Lviv warehouses', () => {
  it('offers 66 departments (cargo left out) ordered by number', async () => {
    const list = await warehouses(`ref=${LVIV}&type=department`);
    expect(list).toHaveLength(66);
    const numbers = list.map((w) => Number(w.number));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // Numbers 1-4 and 100 are cargo warehouses: not offered.
    expect(list[0]?.number).toBe('5');
    expect(list.map((w) => w.number)).not.toContain('100');
    expect(list[0]?.schedule).toHaveLength(7);
  });

  it('offers the 158 lockers open to everyone, not the 938 for residents of an entrance', async () => {
    const list = await warehouses(`ref=${LVIV}&type=box`);
    expect(list).toHaveLength(1096 - 938);
    expect(list.some((w) => w.name.includes('ТІЛЬКИ ДЛЯ МЕШКАНЦІВ'))).toBe(false);
    expect(list[0]?.dimensions).toEqual({
      width: expect.any(Number),
      height: expect.any(Number),
      length: expect.any(Number),
    });
  });

  it('finds No 12 first for "12", then numbers starting with 12', async () => {
    const list = await warehouses(`ref=${LVIV}&type=department&query=12`);
    expect(list[0]?.number).toBe('12');
    expect(list.slice(1).every((w) => w.number.startsWith('12') || !/^12/.test(w.number))).toBe(true);
  });

  it('finds departments by street', async () => {
    const list = await warehouses(`ref=${LVIV}&type=department&query=${encodeURIComponent('городоцька')}`);
    expect(list.length).toBeGreaterThan(2);
    expect(list.every((w) => w.name.includes('Городоцька'))).toBe(true);
  });

  it('leaves out closed and deny-to-select warehouses', async () => {
    const { files } = readNpFiles([`${DIR}/np_getWarehouses_Lviv_2022-09.json`]);
    const raw = files[0]!.rows.filter((row: NpRaw) => row.Number === '5' || row.Number === '6');
    const changed = raw.map((row: NpRaw) => ({
      ...row,
      ...(row.Number === '5' ? { WarehouseStatus: 'Closed' } : { DenyToSelect: '1' }),
    }));
    await upsertWarehouses(t.db, changed.map(toWarehouseRecord), 'novaposhta');
    notifyDirectoryChanged();
    const numbers = (await warehouses(`ref=${LVIV}&type=department`)).map((w) => w.number);
    expect(numbers).not.toContain('5');
    expect(numbers).not.toContain('6');
    expect(numbers).toHaveLength(64);
  });
});
