// Orders and their items in the database. Every read is scoped to the signed-in customer: another
// customer's order is simply not found.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  orderItems,
  orders,
  userAddresses,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
} from '../../db/schema/index.js';
import { isUuid } from '../../db/uuid.js';

export type UserAddressRow = typeof userAddresses.$inferSelect;

export async function findOrder(db: Database, userId: string, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function listItems(db: Database, orderId: string): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

export type ItemValues = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position' | 'id'>;

/** Inserts a new order with its items; returns the row. */
export async function insertOrder(
  db: Database,
  values: NewOrderRow,
  items: readonly ItemValues[],
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(orders).values(values).returning();
    await insertItems(tx as unknown as Database, row!.id, items);
    return row!;
  });
}

/** Replaces an order's fields and items (the payload always carries the whole item list). */
export async function updateOrder(
  db: Database,
  id: string,
  values: Partial<NewOrderRow>,
  items: readonly ItemValues[] | null,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(orders.id, id))
      .returning();
    if (items) {
      await tx.delete(orderItems).where(eq(orderItems.orderId, id));
      await insertItems(tx as unknown as Database, id, items);
    }
    return row!;
  });
}

async function insertItems(db: Database, orderId: string, items: readonly ItemValues[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(orderItems).values(items.map((item, position) => ({ ...item, orderId, position })));
}

/**
 * "Such a track number already exists": a live order of anyone (the unique index is global) with the
 * same number in any case, other than this order.
 */
export async function trackNumberTaken(
  db: Database,
  trackNo: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        sql`upper(${orders.trackNo}) = upper(${trackNo})`,
        isNull(orders.deletedAt),
        exceptId ? ne(orders.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Postgres unique violation of the track-number index (a race the pre-check did not see). */
export function isDuplicateTrackError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (
      e.code === '23505' &&
      (e.constraint === 'orders_track_no_unique' || e.message?.includes('orders_track_no_unique'))
    )
      return true;
    current = e.cause;
  }
  return false;
}

export async function findActiveAddress(
  db: Database,
  userId: string,
  id: string,
): Promise<UserAddressRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.id, id), eq(userAddresses.userId, userId), eq(userAddresses.active, true)))
    .limit(1);
  return row ?? null;
}

/** Any saved address of the order (it may have been deactivated since; the order still shows it). */
export async function findAddressById(db: Database, id: string): Promise<UserAddressRow | null> {
  const [row] = await db.select().from(userAddresses).where(eq(userAddresses.id, id)).limit(1);
  return row ?? null;
}

/** The phone is one this customer verified: one answer for every path (server parcel-rules). */
export { isPhoneVerifiedBy } from '../../parcel-rules/index.js';

/** EUR sum of the customer's other live orders from a country (SPEC §3 countryTotalOrdersSum). */
export async function countryOrdersSumEur(
  db: Database,
  userId: string,
  countryCode: string,
  exceptId: string | null,
): Promise<string> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${orders.itemsTotalEur}), 0)::text` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.countryCode, countryCode),
        isNull(orders.deletedAt),
        isNull(orders.archivedAt),
        exceptId && isUuid(exceptId) ? ne(orders.id, exceptId) : undefined,
      ),
    );
  return row?.sum ?? '0';
}
