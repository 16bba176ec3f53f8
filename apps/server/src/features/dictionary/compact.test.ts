// The dictionary routes over the compact directory every fresh database starts with.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictionaryCity, DictionaryWarehouse, ErrorBody, ValidationErrorBody } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { COMPACT_CITIES } from '../../db/seed/novaposhta/compact-directory.js';

const LVIV = 'db5c88f5-391c-11dd-90d9-001a92567626';
const KYIV = '8d5a980d-391c-11dd-90d9-001a92567626';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, locale = 'uk') =>
  t.app.inject({ method: 'GET', url: `/api/dictionary${url}`, headers: { 'x-locale': locale } });
const cities = async (query: string, locale = 'uk'): Promise<DictionaryCity[]> => {
  const res = await get(`/cities?query=${encodeURIComponent(query)}`, locale);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const warehouses = async (params: string, locale = 'uk'): Promise<DictionaryWarehouse[]> => {
  const res = await get(`/warehouse?${params}`, locale);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('compact directory', () => {
  it('knows Kyiv and the regional centres, each with at least 3 departments and 2 lockers', async () => {
    expect(COMPACT_CITIES).toHaveLength(23);
    for (const city of COMPACT_CITIES) {
      expect(await warehouses(`ref=${city.ref}&type=department`)).toHaveLength(3);
      expect(await warehouses(`ref=${city.ref}&type=box`)).toHaveLength(2);
    }
  });
});

describe('GET /api/dictionary/cities?query', () => {
  it.each(['lviv', 'Львів', 'львов', 'ЛЬВІВ', '  льв ', 'LVIV'])(
    '"%s" finds Lviv first with its full name',
    async (query) => {
      const [first] = await cities(query);
      expect(first).toEqual({
        ref: LVIV,
        name: 'Львів',
        fullName: 'Львів, Львівська обл.',
        area: 'Львівська обл.',
        settlementType: 'місто',
      });
    },
  );

  it('answers in Russian for ru, Ukrainian for the other languages', async () => {
    expect((await cities('kyiv', 'ru'))[0]).toMatchObject({
      ref: KYIV,
      fullName: 'Киев, Киевская обл.',
      settlementType: 'город',
    });
    expect((await cities('kyiv', 'en'))[0]).toMatchObject({ ref: KYIV, fullName: 'Київ, Київська обл.' });
  });

  it('matches the start of any word, with or without a hyphen or apostrophe', async () => {
    expect((await cities('франківськ')).map((c) => c.name)).toEqual(['Івано-Франківськ']);
    expect((await cities('івано франк')).map((c) => c.name)).toEqual(['Івано-Франківськ']);
    expect((await cities('запоріжжя')).map((c) => c.name)).toEqual(['Запоріжжя']);
    expect(await cities('віжжя')).toEqual([]);
  });

  it('treats LIKE wildcards as text', async () => {
    expect(await cities('%%')).toEqual([]);
    expect(await cities('л_')).toEqual([]);
  });

  it('is public and cacheable for a few minutes', async () => {
    const res = await get('/cities?query=ки');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it.each(['', 'к', "к'", '  к  ', 'к'.repeat(51)])('answers 422 on query for %j', async (query) => {
    const res = await get(`/cities?query=${encodeURIComponent(query)}`);
    expect(res.statusCode).toBe(422);
    const body: ValidationErrorBody = res.json();
    expect(body.violations.map((v) => v.property)).toEqual(['query']);
    expect(body.violations[0]?.message.length).toBeGreaterThan(5);
  });

  it('says "too short" in the request language', async () => {
    const uk: ValidationErrorBody = (await get('/cities?query=к')).json();
    const en: ValidationErrorBody = (await get('/cities?query=к', 'en')).json();
    expect(uk.violations[0]?.message).toMatch(/2/);
    expect(en.violations[0]?.message).toMatch(/2/);
    expect(uk.violations[0]?.message).not.toBe(en.violations[0]?.message);
  });

  it('without the parameter at all answers 422 on query', async () => {
    const res = await get('/cities');
    expect(res.statusCode).toBe(422);
    expect((res.json() as ValidationErrorBody).violations.map((v) => v.property)).toEqual(['query']);
  });
});

describe('GET /api/dictionary/warehouse?ref&type&query', () => {
  it("lists a city's departments by number with what the picker shows", async () => {
    const list = await warehouses(`ref=${LVIV}&type=department`);
    expect(list.map((w) => w.number)).toEqual(['1', '2', '7']);
    expect(list[0]).toMatchObject({
      type: 'department',
      name: 'Відділення №1 (до 30 кг): просп. Свободи, 7',
      shortAddress: 'Львів, Свободи, 7',
      maxWeightKg: 30,
      dimensions: { width: 70, height: 50, length: 120 },
      postalCode: '79000',
    });
    expect(list[0]?.schedule[0]).toEqual({ day: 'Monday', hours: '08:00-20:00' });
    expect(list[0]?.schedule).toHaveLength(7);
    expect(list[0]?.coordinates?.latitude).toBeCloseTo(49.84, 1);
  });

  it('lists lockers for type box, in Russian for ru', async () => {
    const list = await warehouses(`ref=${LVIV}&type=box`, 'ru');
    expect(list).toHaveLength(2);
    expect(list.every((w) => w.type === 'box' && w.name.startsWith('Почтомат'))).toBe(true);
  });

  it('filters by number prefix or by street words', async () => {
    expect((await warehouses(`ref=${LVIV}&type=department&query=7`)).map((w) => w.number)).toEqual([
      '7',
      '1',
    ]);
    expect(
      (await warehouses(`ref=${LVIV}&type=department&query=${encodeURIComponent('городоцька')}`)).map(
        (w) => w.number,
      ),
    ).toEqual(['2']);
    expect(
      (await warehouses(`ref=${LVIV}&type=department&query=${encodeURIComponent('своб 45')}`)).map(
        (w) => w.number,
      ),
    ).toEqual(['7']);
    expect(await warehouses(`ref=${LVIV}&type=department&query=999`)).toEqual([]);
  });

  it('answers 404 in the request language for an unknown city', async () => {
    const res = await get('/warehouse?ref=00000000-0000-0000-0000-000000000000&type=department', 'en');
    expect(res.statusCode).toBe(404);
    expect((res.json() as ErrorBody).errorDescription).toBe(
      'This city is not in the Nova Poshta directory. Please choose the city from the list again.',
    );
  });

  it('answers 422 on ref and type when they are missing or wrong', async () => {
    const res = await get('/warehouse?type=cargo');
    expect(res.statusCode).toBe(422);
    expect((res.json() as ValidationErrorBody).violations.map((v) => v.property).sort()).toEqual([
      'ref',
      'type',
    ]);
  });
});
