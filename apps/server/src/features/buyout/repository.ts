// Buy-out orders and lines in the database. Every read is scoped to the owner: another customer's
// id looks exactly like an unknown one.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { BUYOUT_SETTINGS_DEFAULTS, type BuyoutSettings } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import {
  buyoutOrders,
  buyoutProducts,
  catalogShops,
  settings,
  SETTINGS_KEYS,
  userAddresses,
  type BuyoutOrderRow,
  type BuyoutProductRow,
} from '../../db/schema/index.js';
import { isUuid } from '../../db/uuid.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/**
 * One of the customer's buy-out orders; one they removed from the orders list (deleted_at, only
 * ever unpaid ones) is gone for them like an unknown id, on every customer route.
 */
export async function findBuyout(db: Db, userId: string, id: string): Promise<BuyoutOrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(buyoutOrders)
    .where(and(eq(buyoutOrders.id, id), eq(buyoutOrders.userId, userId), isNull(buyoutOrders.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findProducts(db: Db, orderId: string): Promise<BuyoutProductRow[]> {
  return db
    .select()
    .from(buyoutProducts)
    .where(eq(buyoutProducts.orderId, orderId))
    .orderBy(asc(buyoutProducts.position));
}

export type ProductValues = Omit<typeof buyoutProducts.$inferInsert, 'orderId' | 'position' | 'id'> & {
  id?: string | null;
};

/**
 * Replaces the order's lines with `lines` in order: a line whose id is one of the order's keeps its
 * id (and its tracking), others are inserted, and lines left out are deleted.
 */
export async function replaceProducts(
  tx: Tx,
  orderId: string,
  lines: readonly ProductValues[],
): Promise<void> {
  const existing = await findProducts(tx, orderId);
  const known = new Set(existing.map((row) => row.id));
  const kept = new Set<string>();
  for (const [position, { id, ...values }] of lines.entries()) {
    if (id && known.has(id) && !kept.has(id)) {
      kept.add(id);
      await tx
        .update(buyoutProducts)
        .set({ ...values, position })
        .where(eq(buyoutProducts.id, id));
    } else {
      await tx.insert(buyoutProducts).values({ ...values, orderId, position });
    }
  }
  for (const row of existing) {
    if (!kept.has(row.id)) await tx.delete(buyoutProducts).where(eq(buyoutProducts.id, row.id));
  }
}

/** A live saved address of this customer (the book's own rows; addresses are never shared). */
export async function findOwnAddress(db: Db, userId: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: userAddresses.id,
      type: userAddresses.type,
      fullAddress: userAddresses.fullAddress,
      active: userAddresses.active,
    })
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The phone is one this customer verified: one answer for every path (server parcel-rules). */
export { isPhoneVerifiedBy } from '../../parcel-rules/index.js';

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** SPEC §3 Buy-out settings: the stored row wins over the domain defaults key by key (as /extra/settings). */
export async function loadBuyoutSettings(db: Db): Promise<BuyoutSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, SETTINGS_KEYS.buyout)).limit(1);
  return { ...BUYOUT_SETTINGS_DEFAULTS, ...asObject(row?.value) } as BuyoutSettings;
}

/** Success page cards: the most popular US catalogue shops. */
export async function successPageShops(db: Db, limit = 8) {
  return db
    .select({
      id: catalogShops.id,
      slug: catalogShops.slug,
      title: catalogShops.title,
      color: catalogShops.color,
    })
    .from(catalogShops)
    .where(sql`'US' = any(${catalogShops.countries})`)
    .orderBy(asc(catalogShops.popularity))
    .limit(limit);
}

/** Rates for calculations: one reading for every feature (features/reference-data). */
export { loadRates } from '../reference-data/index.js';
