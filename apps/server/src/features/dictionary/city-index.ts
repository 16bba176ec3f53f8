// The city autocomplete answered from memory. The whole directory is small (9,313 cities, ~60,000
// word-start keys, a few MB), and every key press of every customer searches it, so a sorted array
// of keys with a binary search beats a database round trip by an order of magnitude: the route's
// throughput stays close to a bare route even for prefixes nobody typed before (issue #3 bench).
// The database stays the source of truth: the index is rebuilt when this process changes the
// directory, and re-read in the background when older than REFRESH_MS (another process's import).
import { CITY_RESULTS_MAX, normalizeSearch, type Locale } from '@posylka/domain';
import type { DictionaryCity } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import { npCities, npCitySearchKeys } from '../../db/schema/novaposhta.js';
import { dictionaryMessage } from './messages.js';

interface IndexedCity {
  ref: string;
  description: string;
  descriptionRu: string | null;
  areaDescription: string;
  areaDescriptionRu: string | null;
  settlementType: string;
  settlementTypeRu: string | null;
  rank: number;
  searchUk: string;
  searchRu: string | null;
  searchLatin: string;
}

/** Code-point order, as PostgreSQL's C collation sorts (the SQL search orders the same way). */
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class CityIndex {
  private constructor(
    private readonly cities: readonly IndexedCity[],
    /** Word-start keys, sorted, with the position of their city in `cities`. */
    private readonly keys: readonly string[],
    private readonly keyCity: Int32Array,
  ) {}

  static async load(db: Database): Promise<CityIndex> {
    const [cityRows, keyRows] = await Promise.all([
      db
        .select({
          ref: npCities.ref,
          description: npCities.description,
          descriptionRu: npCities.descriptionRu,
          areaDescription: npCities.areaDescription,
          areaDescriptionRu: npCities.areaDescriptionRu,
          settlementType: npCities.settlementType,
          settlementTypeRu: npCities.settlementTypeRu,
          rank: npCities.rank,
          searchUk: npCities.searchUk,
          searchRu: npCities.searchRu,
          searchLatin: npCities.searchLatin,
        })
        .from(npCities),
      db.select({ key: npCitySearchKeys.key, cityRef: npCitySearchKeys.cityRef }).from(npCitySearchKeys),
    ]);
    const position = new Map(cityRows.map((city, i) => [city.ref, i]));
    const entries = keyRows
      .map((row) => ({ key: row.key, city: position.get(row.cityRef) ?? -1 }))
      .filter((entry) => entry.city >= 0)
      .sort((a, b) => byCodePoint(a.key, b.key));
    return new CityIndex(
      cityRows,
      entries.map((e) => e.key),
      Int32Array.from(entries, (e) => e.city),
    );
  }

  get size(): number {
    return this.cities.length;
  }

  /** Same answer as the SQL search: a prefix of any word, exact names first, then rank, then name. */
  search(query: string, locale: Locale): DictionaryCity[] {
    const key = normalizeSearch(query);
    const matched = new Set<number>();
    for (let i = this.lowerBound(key); i < this.keys.length && this.keys[i]!.startsWith(key); i++) {
      matched.add(this.keyCity[i]!);
    }
    const isExact = (c: IndexedCity) => c.searchUk === key || c.searchRu === key || c.searchLatin === key;
    const found = [...matched]
      .map((i) => this.cities[i]!)
      .sort(
        (a, b) =>
          Number(isExact(b)) - Number(isExact(a)) ||
          a.rank - b.rank ||
          byCodePoint(a.description, b.description) ||
          byCodePoint(a.ref, b.ref),
      )
      .slice(0, CITY_RESULTS_MAX);
    return found.map((city) => presentCity(city, locale));
  }

  private lowerBound(key: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.keys[mid]! < key) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

function presentCity(city: IndexedCity, locale: Locale): DictionaryCity {
  const ru = locale === 'ru';
  const name = (ru && city.descriptionRu) || city.description;
  const area = (ru && city.areaDescriptionRu) || city.areaDescription;
  const areaText = area ? `${area} ${dictionaryMessage(locale, 'areaSuffix')}` : '';
  return {
    ref: city.ref,
    name,
    fullName: areaText ? `${name}, ${areaText}` : name,
    area: areaText,
    settlementType: (ru && city.settlementTypeRu) || city.settlementType,
  };
}

/** How long an index is trusted before it is re-read in the background. */
export const CITY_INDEX_REFRESH_MS = 5 * 60_000;

/**
 * Holds the current index: the first search loads it; later searches never wait for a reload (the
 * old index answers meanwhile). `invalidate()` (a sync or import in this process) reloads on next use.
 */
export class CityIndexHolder {
  private current: { index: CityIndex; loadedAt: number } | undefined;
  private loading: Promise<CityIndex> | undefined;

  constructor(
    private readonly db: Database,
    private readonly refreshMs = CITY_INDEX_REFRESH_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async get(): Promise<CityIndex> {
    const current = this.current;
    if (!current) return this.reload();
    if (this.now() - current.loadedAt > this.refreshMs) void this.reload().catch(() => {});
    return current.index;
  }

  invalidate(): void {
    this.current = undefined;
  }

  private reload(): Promise<CityIndex> {
    this.loading ??= CityIndex.load(this.db)
      .then((index) => {
        this.current = { index, loadedAt: this.now() };
        return index;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
