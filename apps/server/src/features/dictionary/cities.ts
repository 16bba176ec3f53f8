// City autocomplete: a prefix of any word of the Ukrainian, Russian or Latin name (np_city_search_keys,
// a btree range scan), exact names first, then big cities (rank), then alphabetical. The route answers
// from CityIndex (memory); this query is the reference it is tested against, and the bench baseline.
import { CITY_RESULTS_MAX, normalizeSearch, type Locale } from '@posylka/domain';
import type { DictionaryCity } from '@posylka/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { npCities, npCitySearchKeys } from '../../db/schema/novaposhta.js';
import { dictionaryMessage } from './messages.js';

/** LIKE treats % and _ as wildcards; a typed one must match itself. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

interface CityRow {
  ref: string;
  description: string;
  description_ru: string | null;
  area_description: string;
  area_description_ru: string | null;
  settlement_type: string;
  settlement_type_ru: string | null;
}

export async function searchCities(db: Database, query: string, locale: Locale): Promise<DictionaryCity[]> {
  const key = normalizeSearch(query);
  // The matching keys are one btree range scan; each matched city is then fetched by its primary key.
  // OFFSET 0 keeps the planner from turning that into a hash join over a full scan of np_cities,
  // which it prefers for short prefixes ("ки": ~140 cities) and which costs 10-30 ms instead of ~1.
  const result = await db.execute(sql`
    select c.ref, c.description, c.description_ru, c.area_description, c.area_description_ru,
           c.settlement_type, c.settlement_type_ru
    from (
      select distinct k.city_ref from ${npCitySearchKeys} k where k.key like ${likePrefix(key)}
    ) m
    cross join lateral (select * from ${npCities} c where c.ref = m.city_ref offset 0) c
    order by coalesce(c.search_uk = ${key} or c.search_ru = ${key} or c.search_latin = ${key}, false) desc,
             c.rank, c.description, c.ref
    limit ${CITY_RESULTS_MAX}`);
  const rows = (result as unknown as { rows: CityRow[] }).rows;
  const ru = locale === 'ru';
  const suffix = dictionaryMessage(locale, 'areaSuffix');
  return rows.map((row) => {
    const name = (ru && row.description_ru) || row.description;
    const area = (ru && row.area_description_ru) || row.area_description;
    const areaText = area ? `${area} ${suffix}` : '';
    return {
      ref: row.ref,
      name,
      fullName: areaText ? `${name}, ${areaText}` : name,
      area: areaText,
      settlementType: (ru && row.settlement_type_ru) || row.settlement_type,
    };
  });
}

export async function cityExists(db: Database, ref: string): Promise<boolean> {
  const rows = await db.select({ ref: npCities.ref }).from(npCities).where(eq(npCities.ref, ref)).limit(1);
  return rows.length > 0;
}
