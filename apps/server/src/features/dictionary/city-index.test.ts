// The in-memory autocomplete must answer exactly what the SQL search answers, over the real
// 9,313-city directory of data/novaposhta, for prefixes of every length and script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearch } from '@posylka/domain';
import { fromRepoRoot } from '../../config/index.js';
import { npCities } from '../../db/schema/index.js';
import { importNpFiles, listInputFiles, readNpFiles } from '../../db/seed/novaposhta/importer.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { searchCities } from './cities.js';
import { CityIndex, CityIndexHolder } from './city-index.js';

let t: TestApp;
let index: CityIndex;
let prefixes: string[];

beforeAll(async () => {
  t = await createTestApp();
  const { files } = readNpFiles(listInputFiles([fromRepoRoot('data/novaposhta')]));
  await importNpFiles(t.db, files);
  index = await CityIndex.load(t.db);
  // Prefixes of 1 to 5 letters of every 97th city name in Ukrainian, Russian and Latin, plus typed forms.
  const names = await t.db
    .select({ uk: npCities.description, ru: npCities.descriptionRu, latin: npCities.searchLatin })
    .from(npCities);
  const set = new Set<string>([
    'lviv',
    'LVIV',
    "кам'ян",
    'кам’ян',
    'ки',
    'зz',
    'нема-такого',
    'ё',
    'Іва',
    '%',
    '_',
  ]);
  names.forEach((n, i) => {
    if (i % 97 !== 0) return;
    for (const name of [n.uk, n.ru ?? '', n.latin]) {
      for (let len = 1; len <= 5; len++) if (name.length >= len) set.add(name.slice(0, len));
    }
  });
  prefixes = [...set];
}, 120_000);
afterAll(() => t.close());

describe('CityIndex (memory) equals the SQL search', () => {
  it('holds the whole real directory', () => {
    expect(index.size).toBeGreaterThanOrEqual(9313);
  });

  it('answers every prefix like the database does, in Ukrainian and Russian', async () => {
    expect(prefixes.length).toBeGreaterThan(300);
    for (const locale of ['uk', 'ru'] as const) {
      for (const prefix of prefixes) {
        if (normalizeSearch(prefix) === '') continue;
        expect(index.search(prefix, locale), `${locale} "${prefix}"`).toEqual(
          await searchCities(t.db, prefix, locale),
        );
      }
    }
  }, 120_000);

  it('puts Lviv first for lviv, Львів and львов', () => {
    for (const query of ['lviv', 'Львів', 'львов']) expect(index.search(query, 'uk')[0]?.name).toBe('Львів');
  });
});

describe('CityIndexHolder', () => {
  it('loads once, serves the old index while refreshing in the background, reloads after invalidate', async () => {
    let now = 0;
    const holder = new CityIndexHolder(t.db, 1000, () => now);
    const first = await holder.get();
    expect(await holder.get()).toBe(first);
    now = 5000; // stale: the old index answers at once, a reload starts
    expect(await holder.get()).toBe(first);
    await new Promise((r) => setTimeout(r, 200));
    const refreshed = await holder.get();
    await new Promise((r) => setTimeout(r, 200));
    expect(await holder.get()).not.toBe(first);
    expect(refreshed.size).toBe(first.size);
    const before = await holder.get();
    holder.invalidate();
    expect(await holder.get()).not.toBe(before);
  });
});
