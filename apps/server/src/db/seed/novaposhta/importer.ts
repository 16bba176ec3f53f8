// Loads Nova Poshta API 2.0 answers saved as files (getAreas, getCities, getWarehouseTypes and
// getWarehouses envelopes) and the reduced city list ({ ref, name, type, area }[]) into the directory.
// The kind of each file is recognised from its records, not its name. Idempotent: upserts by ref.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../../database.js';
import { npAreas } from '../../schema/novaposhta.js';
import { COMPACT_AREAS } from './compact-directory.js';
import { COMPACT_RUSSIAN_NAMES } from './compact-records.js';
import {
  toAreaRecord,
  toCityRecord,
  toReducedCityRecord,
  toWarehouseRecord,
  toWarehouseTypeRecord,
  WAREHOUSE_TYPE_BY_REF,
  type NpRaw,
} from './records.js';
import {
  refreshCityRanks,
  upsertAreas,
  upsertCities,
  upsertWarehouses,
  upsertWarehouseTypes,
} from './write.js';

export type NpFileKind = 'areas' | 'cities' | 'reducedCities' | 'warehouseTypes' | 'warehouses';

export interface NpFile {
  path: string;
  kind: NpFileKind;
  rows: NpRaw[];
}

export interface NpImportResult {
  areas: number;
  cities: number;
  warehouseTypes: number;
  warehouses: number;
  /** Files that hold no directory data (other API answers), with the reason. */
  skipped: string[];
}

/** The kind of a parsed file, or null when it is not one we load (e.g. getStreet, getSettlementAreas). */
export function detectKind(json: unknown): { kind: NpFileKind; rows: NpRaw[] } | string {
  if (Array.isArray(json)) {
    const first = json[0] as NpRaw | undefined;
    if (first && 'ref' in first && 'name' in first && 'area' in first)
      return { kind: 'reducedCities', rows: json as NpRaw[] };
    return 'an array that is not the reduced city list';
  }
  if (!json || typeof json !== 'object' || !('data' in json)) return 'not a Nova Poshta API envelope';
  const envelope = json as { success?: unknown; data: unknown; errors?: unknown };
  if (envelope.success === false) return `an error answer: ${JSON.stringify(envelope.errors)}`;
  if (!Array.isArray(envelope.data) || envelope.data.length === 0) return 'no data rows';
  const rows = envelope.data as NpRaw[];
  const first = rows[0]!;
  if ('TypeOfWarehouse' in first && 'CityRef' in first) return { kind: 'warehouses', rows };
  // getSettlementAreas also has AreasCenter but another ref space (RegionType tells it apart).
  if ('AreasCenter' in first && !('RegionType' in first)) return { kind: 'areas', rows };
  // getSettlements looks alike but its refs are settlements, not the CityRef warehouses point at.
  const settlement = 'Region' in first || 'Index1' in first;
  if ('SettlementTypeDescription' in first && 'Area' in first && 'Ref' in first && !settlement) {
    return { kind: 'cities', rows };
  }
  if (rows.some((row) => typeof row.Ref === 'string' && row.Ref in WAREHOUSE_TYPE_BY_REF)) {
    return { kind: 'warehouseTypes', rows };
  }
  return 'records of another API method';
}

/** Files named on the command line; a directory stands for its *.json files. */
export function listInputFiles(inputs: readonly string[]): string[] {
  return inputs.flatMap((input) =>
    statSync(input).isDirectory()
      ? readdirSync(input)
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => join(input, name))
      : [input],
  );
}

export function readNpFiles(paths: readonly string[]): { files: NpFile[]; skipped: string[] } {
  const files: NpFile[] = [];
  const skipped: string[] = [];
  for (const path of paths) {
    const detected = detectKind(JSON.parse(readFileSync(path, 'utf8')) as unknown);
    if (typeof detected === 'string') skipped.push(`${path}: ${detected}`);
    else files.push({ path, ...detected });
  }
  return { files, skipped };
}

const ORDER: readonly NpFileKind[] = ['areas', 'warehouseTypes', 'cities', 'reducedCities', 'warehouses'];

/** Area refs by bare Ukrainian name ("Львівська"), from the database and the compact list. */
async function areaRefsByName(db: Database): Promise<Map<string, string>> {
  const map = new Map(COMPACT_AREAS.map((area) => [area.uk, area.ref]));
  for (const row of await db.select({ ref: npAreas.ref, description: npAreas.description }).from(npAreas)) {
    map.set(row.description, row.ref);
  }
  return map;
}

export async function importNpFiles(
  db: Database,
  files: readonly NpFile[],
): Promise<Omit<NpImportResult, 'skipped'>> {
  const result = { areas: 0, cities: 0, warehouseTypes: 0, warehouses: 0 };
  const sorted = [...files].sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  for (const file of sorted) {
    switch (file.kind) {
      case 'areas':
        result.areas += await upsertAreas(db, file.rows.map(toAreaRecord));
        break;
      case 'warehouseTypes':
        result.warehouseTypes += await upsertWarehouseTypes(db, file.rows.map(toWarehouseTypeRecord));
        break;
      case 'cities':
        result.cities += await upsertCities(db, file.rows.map(toCityRecord), 'novaposhta');
        break;
      case 'reducedCities': {
        const areas = await areaRefsByName(db);
        const rows = file.rows.map((raw) => {
          const record = toReducedCityRecord(raw, areas);
          return { ...record, descriptionRu: COMPACT_RUSSIAN_NAMES.get(record.ref) ?? null };
        });
        result.cities += await upsertCities(db, rows, 'novaposhta');
        break;
      }
      case 'warehouses':
        result.warehouses += await upsertWarehouses(db, file.rows.map(toWarehouseRecord), 'novaposhta');
        break;
    }
  }
  await refreshCityRanks(db);
  return result;
}
