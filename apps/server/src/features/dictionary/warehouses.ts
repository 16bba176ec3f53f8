// A city's departments or lockers for the picker: only the ones a parcel can be sent to today.
import {
  CLOSED_WAREHOUSE_STATUSES,
  RESIDENTS_ONLY_POST_MACHINES,
  normalizeSearch,
  type Locale,
  type PickableWarehouseType,
} from '@posylka/domain';
import type { DictionaryWarehouse } from '@posylka/contract';
import { and, asc, eq, isNull, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { npWarehouses } from '../../db/schema/novaposhta.js';
import { likePrefix } from './cities.js';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface WarehouseFilter {
  ref: string;
  type: PickableWarehouseType;
  query: string;
}

function queryCondition(query: string): { where: SQL | undefined; first: SQL | undefined } {
  const key = normalizeSearch(query);
  if (key === '') return { where: undefined, first: undefined };
  // Every typed word must start a word of the name or address ("город 12" finds Городоцька, 12).
  const words = key
    .split(' ')
    .map((word) => like(sql`' ' || ${npWarehouses.searchText}`, `% ${likePrefix(word)}`));
  const byWords = and(...words);
  if (!/^\d+$/.test(key)) return { where: byWords, first: undefined };
  // A number: that department first, then numbers starting with it, then addresses with it.
  return {
    where: or(like(npWarehouses.number, likePrefix(key)), byWords),
    first: sql`case when ${npWarehouses.number} = ${key} then 0 when ${npWarehouses.number} like ${likePrefix(key)} then 1 else 2 end`,
  };
}

function numberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export async function listWarehouses(
  db: Database,
  filter: WarehouseFilter,
  locale: Locale,
): Promise<DictionaryWarehouse[]> {
  const { where, first } = queryCondition(filter.query);
  const rows = await db
    .select()
    .from(npWarehouses)
    .where(
      and(
        eq(npWarehouses.cityRef, filter.ref),
        eq(npWarehouses.type, filter.type),
        notInArray(npWarehouses.status, [...CLOSED_WAREHOUSE_STATUSES]),
        eq(npWarehouses.denyToSelect, false),
        or(
          isNull(npWarehouses.postMachineType),
          notInArray(npWarehouses.postMachineType, [...RESIDENTS_ONLY_POST_MACHINES]),
        ),
        where,
      ),
    )
    .orderBy(...(first ? [asc(first)] : []), asc(npWarehouses.numberValue), asc(npWarehouses.number));
  const ru = locale === 'ru';
  return rows.map((row) => ({
    ref: row.ref,
    number: row.number,
    type: filter.type,
    name: (ru && row.descriptionRu) || row.description,
    shortAddress: (ru && row.shortAddressRu) || row.shortAddress,
    schedule: WEEK.filter((day) => day in row.schedule).map((day) => ({
      day,
      hours: row.schedule[day] ?? '-',
    })),
    coordinates:
      row.latitude !== null && row.longitude !== null
        ? { latitude: Number(row.latitude), longitude: Number(row.longitude) }
        : null,
    maxWeightKg: numberOrNull(row.maxWeightKg),
    dimensions: row.dimensions,
    postalCode: row.postalCode,
  }));
}

/** Whether any warehouse is stored for the city (a full import may hold warehouses of a city we lack). */
export async function cityHasWarehouses(db: Database, ref: string): Promise<boolean> {
  const rows = await db
    .select({ ref: npWarehouses.ref })
    .from(npWarehouses)
    .where(eq(npWarehouses.cityRef, ref))
    .limit(1);
  return rows.length > 0;
}
