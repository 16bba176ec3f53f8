// Zero set-up: a fresh database gets the compact directory, so a new user can add an address at once.
// Only when the directory is empty: an imported or synced full directory is never touched.
import type { Database } from '../../database.js';
import { npCities } from '../../schema/novaposhta.js';
import { compactAreaRecords, compactCityRecords, compactWarehouseRecords } from './compact-records.js';
import { refreshCityRanks, upsertAreas, upsertCities, upsertWarehouses } from './write.js';

export async function seedCompactDirectory(db: Database): Promise<boolean> {
  const existing = await db.select({ ref: npCities.ref }).from(npCities).limit(1);
  if (existing.length > 0) return false;
  await upsertAreas(db, compactAreaRecords());
  await upsertCities(db, compactCityRecords(), 'compact');
  await upsertWarehouses(db, compactWarehouseRecords(), 'compact');
  await refreshCityRanks(db);
  return true;
}
