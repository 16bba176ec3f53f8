// The daily Nova Poshta directory sync: areas, warehouse types, cities and warehouses straight from
// the API, stored exactly as the file importer stores them (same mappers, same upserts).
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { npWarehouses } from '../../db/schema/novaposhta.js';
import {
  toAreaRecord,
  toCityRecord,
  toWarehouseRecord,
  toWarehouseTypeRecord,
} from '../../db/seed/novaposhta/records.js';
import {
  refreshCityRanks,
  upsertAreas,
  upsertCities,
  upsertWarehouses,
  upsertWarehouseTypes,
} from '../../db/seed/novaposhta/write.js';
import { notifyDirectoryChanged } from '../../features/dictionary/changes.js';
import type { NovaPoshtaClient } from './client.js';

export interface SyncResult {
  areas: number;
  warehouseTypes: number;
  cities: number;
  warehouses: number;
  /** Warehouses Nova Poshta no longer lists (closed for good), removed after a complete run. */
  removedWarehouses: number;
}

export async function syncNovaPoshtaDirectory(db: Database, client: NovaPoshtaClient): Promise<SyncResult> {
  // Wall-clock time, like the updated_at the upserts write: rows older than this were not listed.
  const started = new Date();
  const result: SyncResult = { areas: 0, warehouseTypes: 0, cities: 0, warehouses: 0, removedWarehouses: 0 };
  result.areas = await upsertAreas(db, (await client.getAreas()).map(toAreaRecord));
  result.warehouseTypes = await upsertWarehouseTypes(
    db,
    (await client.getWarehouseTypes()).map(toWarehouseTypeRecord),
  );
  for await (const page of client.cityPages()) {
    result.cities += await upsertCities(db, page.map(toCityRecord), 'novaposhta');
  }
  for await (const page of client.warehousePages()) {
    result.warehouses += await upsertWarehouses(db, page.map(toWarehouseRecord), 'novaposhta');
  }
  // Only after every page arrived: a failed run (thrown above) never deletes anything.
  if (result.warehouses > 0) {
    const removed = await db
      .delete(npWarehouses)
      .where(and(eq(npWarehouses.source, 'novaposhta'), lt(npWarehouses.updatedAt, started)))
      .returning({ ref: npWarehouses.ref });
    result.removedWarehouses = removed.length;
  }
  await refreshCityRanks(db);
  notifyDirectoryChanged();
  return result;
}
