// Batched, idempotent upserts of directory records. Re-running an import rewrites the same rows; a
// city's search keys are rebuilt from what is stored, so a Russian name kept from an earlier source
// stays searchable.
import { citySearchKeys, latinSearchKey, normalizeSearch } from '@posylka/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../database.js';
import {
  npAreas,
  npCities,
  npCitySearchKeys,
  npWarehouses,
  npWarehouseTypes,
  type NpSource,
} from '../../schema/novaposhta.js';
import type { AreaRecord, CityRecord, WarehouseRecord, WarehouseTypeRecord } from './records.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters with 23 columns. */
const BATCH = 500;
/** Kyiv's CityRef: the capital ranks above the regional centres. */
export const KYIV_CITY_REF = '8d5a980d-391c-11dd-90d9-001a92567626';

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);
/** Keep what we have when the new source lacks a value (the reduced list has no Russian names). */
const keep = (column: string) => sql.raw(`coalesce(excluded.${column}, np_cities.${column})`);

export async function upsertAreas(db: Database, rows: readonly AreaRecord[]): Promise<number> {
  for (const batch of chunks(rows.filter((row) => row.ref !== ''))) {
    await db
      .insert(npAreas)
      .values(batch.map((row) => ({ ...row, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: npAreas.ref,
        set: {
          description: excluded('description'),
          descriptionRu: sql.raw('coalesce(excluded.description_ru, np_areas.description_ru)'),
          areasCenter: sql.raw('coalesce(excluded.areas_center, np_areas.areas_center)'),
          updatedAt: excluded('updated_at'),
        },
      });
  }
  return rows.length;
}

export async function upsertWarehouseTypes(
  db: Database,
  rows: readonly WarehouseTypeRecord[],
): Promise<number> {
  if (rows.length === 0) return 0;
  await db
    .insert(npWarehouseTypes)
    .values([...rows])
    .onConflictDoUpdate({
      target: npWarehouseTypes.ref,
      set: {
        description: excluded('description'),
        descriptionRu: excluded('description_ru'),
        type: excluded('type'),
      },
    });
  return rows.length;
}

/** Upserts cities and rebuilds their search keys; ranks are refreshed by `refreshCityRanks`. */
export async function upsertCities(
  db: Database,
  rows: readonly CityRecord[],
  source: NpSource,
): Promise<number> {
  for (const batch of chunks(rows.filter((row) => row.ref !== '' && row.description !== ''))) {
    const values = batch.map((row) => ({
      ...row,
      searchUk: normalizeSearch(row.description),
      searchRu: row.descriptionRu ? normalizeSearch(row.descriptionRu) : null,
      searchLatin: latinSearchKey(row.description),
      source,
      updatedAt: new Date(),
    }));
    const stored = await db
      .insert(npCities)
      .values(values)
      .onConflictDoUpdate({
        target: npCities.ref,
        set: {
          description: excluded('description'),
          descriptionRu: keep('description_ru'),
          areaRef: keep('area_ref'),
          areaDescription: excluded('area_description'),
          areaDescriptionRu: keep('area_description_ru'),
          settlementType: excluded('settlement_type'),
          settlementTypeRu: keep('settlement_type_ru'),
          searchUk: excluded('search_uk'),
          searchRu: keep('search_ru'),
          searchLatin: excluded('search_latin'),
          source: excluded('source'),
          updatedAt: excluded('updated_at'),
        },
      })
      .returning({
        ref: npCities.ref,
        description: npCities.description,
        descriptionRu: npCities.descriptionRu,
      });
    const refs = stored.map((row) => row.ref);
    await db.delete(npCitySearchKeys).where(inArray(npCitySearchKeys.cityRef, refs));
    const keys = stored.flatMap((row) =>
      citySearchKeys([row.description, row.descriptionRu]).map((key) => ({ key, cityRef: row.ref })),
    );
    for (const keyBatch of chunks(keys, 2000)) {
      await db.insert(npCitySearchKeys).values(keyBatch).onConflictDoNothing();
    }
  }
  return rows.length;
}

/** "Big cities first": Kyiv, then the regional centres (getAreas AreasCenter), towns, смт, villages. */
export async function refreshCityRanks(db: Database): Promise<void> {
  await db.execute(sql`
    update np_cities c set rank = r.rank
    from (
      select ref, case
        when ref = ${KYIV_CITY_REF} then 0
        when ref in (select areas_center from np_areas where areas_center is not null) then 1
        when settlement_type in ('місто') then 2
        when settlement_type in ('смт', 'селище міського типу', 'селище') then 3
        else 4 end as rank
      from np_cities
    ) r
    where r.ref = c.ref and c.rank <> r.rank`);
}

/** Leading digits of a warehouse number ("25", "31284"; "12/1" -> 12) for numeric ordering. */
export function numberValueOf(number: string): number {
  const digits = /^\d{1,9}/.exec(number.trim());
  return digits ? Number(digits[0]) : 0;
}

export function warehouseSearchText(
  row: Pick<WarehouseRecord, 'description' | 'shortAddress' | 'descriptionRu' | 'shortAddressRu'>,
): string {
  return normalizeSearch(
    [row.description, row.shortAddress, row.descriptionRu, row.shortAddressRu].filter(Boolean).join(' '),
  );
}

/**
 * Upserts warehouses. Real Nova Poshta data replaces the compact directory's made-up warehouses of
 * the same cities, so a city never mixes the two.
 */
export async function upsertWarehouses(
  db: Database,
  rows: readonly WarehouseRecord[],
  source: NpSource,
): Promise<number> {
  const valid = rows.filter((row) => row.ref !== '' && row.cityRef !== '');
  if (source === 'novaposhta') {
    const cityRefs = [...new Set(valid.map((row) => row.cityRef))];
    for (const batch of chunks(cityRefs)) {
      await db
        .delete(npWarehouses)
        .where(and(eq(npWarehouses.source, 'compact'), inArray(npWarehouses.cityRef, batch)));
    }
  }
  for (const batch of chunks(valid)) {
    await db
      .insert(npWarehouses)
      .values(
        batch.map((row) => ({
          ...row,
          numberValue: numberValueOf(row.number),
          searchText: warehouseSearchText(row),
          source,
          updatedAt: new Date(),
        })),
      )
      .onConflictDoUpdate({
        target: npWarehouses.ref,
        set: Object.fromEntries(
          [
            'city_ref',
            'number',
            'number_value',
            'type',
            'type_ref',
            'description',
            'description_ru',
            'short_address',
            'short_address_ru',
            'phone',
            'schedule',
            'latitude',
            'longitude',
            'max_weight_kg',
            'dimensions',
            'status',
            'deny_to_select',
            'post_machine_type',
            'postal_code',
            'search_text',
            'source',
            'updated_at',
          ].map((column) => [camel(column), excluded(column)]),
        ),
      });
  }
  return valid.length;
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
