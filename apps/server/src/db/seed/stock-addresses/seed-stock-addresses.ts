import type { Database } from '../../database.js';
import { stockAddresses } from '../../schema/stock-addresses.js';
import { upsertOnChange } from '../reference/upsert.js';
import { STOCK_ADDRESSES, type StockAddressSeed } from './addresses.js';

/** Idempotent: a second run rewrites no row; runs after the reference seed (places must exist). */
export async function seedStockAddresses(
  db: Database,
  list: readonly StockAddressSeed[] = STOCK_ADDRESSES,
): Promise<void> {
  await db
    .insert(stockAddresses)
    .values(
      list.map((entry) => ({
        placeId: entry.placeId,
        lines: entry.lines,
        latitude: entry.latitude,
        longitude: entry.longitude,
        alert: entry.alert ?? null,
      })),
    )
    .onConflictDoUpdate({ target: stockAddresses.placeId, ...upsertOnChange(stockAddresses, ['place_id']) });
}
