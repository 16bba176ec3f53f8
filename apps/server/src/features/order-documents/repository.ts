import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  orderFiles,
  orderItems,
  orders,
  users,
  type OrderFileRow,
  type OrderRow,
} from '../../db/schema/index.js';
import { isUuid } from '../../db/uuid.js';

/** The whole row: the parcel rules (removals) and the held state (uploads) read it. */
export type OwnOrder = OrderRow;

/** The customer's live order, or null (another customer's, deleted, unknown or malformed id). */
export async function findOwnOrder(db: Database, userId: string, orderId: string): Promise<OwnOrder | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function loadOrderItems(db: Database, orderId: string) {
  return db
    .select({
      quantity: orderItems.quantity,
      amount: orderItems.unitPriceAmount,
      currency: orderItems.unitPriceCurrency,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

export async function findOwnFile(
  db: Database,
  userId: string,
  fileId: string,
): Promise<OrderFileRow | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.id, fileId), eq(orderFiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function listFiles(
  db: Database,
  orderId: string,
  types: readonly string[],
): Promise<OrderFileRow[]> {
  return db
    .select()
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), inArray(orderFiles.type, [...types])))
    .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id));
}

export async function countFiles(db: Database, orderId: string, types: readonly string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderFiles)
    .where(and(eq(orderFiles.orderId, orderId), inArray(orderFiles.type, [...types])));
  return Number(row?.n ?? 0);
}

export type NewFile = {
  id: string;
  orderId: string;
  userId: string;
  type: string;
  originalFilename: string;
  storageKey: string;
  size: number;
  mimeType: string;
};

export async function insertFiles(db: Database, files: NewFile[]): Promise<OrderFileRow[]> {
  if (files.length === 0) return [];
  const rows = await db.insert(orderFiles).values(files).returning();
  const order = new Map(files.map((f, i) => [f.id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/**
 * Bytes the customer's stored files take up: the files of live orders (a deleted order's files can
 * no longer be reached, so they do not count against the quota).
 */
export async function usedStorageBytes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${orderFiles.size}), 0)` })
    .from(orderFiles)
    .innerJoin(orders, eq(orders.id, orderFiles.orderId))
    .where(and(eq(orderFiles.userId, userId), isNull(orders.deletedAt)));
  return Number(row?.bytes ?? 0);
}

/**
 * Runs `work` in a transaction that holds the customer's row, with the bytes their files take up:
 * concurrent uploads of one customer take turns, so together they cannot pass the quota. What `work`
 * throws (a quota refusal) rolls it back.
 */
export async function holdingCustomer<T>(
  db: Database,
  userId: string,
  work: (tx: Database, usedBytes: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    return work(tx, await usedStorageBytes(tx, userId));
  });
}

/** The file's row, held until the transaction ends (a replace reads the key it supersedes). */
export async function lockFile(db: Database, fileId: string): Promise<OrderFileRow | null> {
  const [row] = await db.select().from(orderFiles).where(eq(orderFiles.id, fileId)).for('update');
  return row ?? null;
}

export async function replaceFileContent(
  db: Database,
  fileId: string,
  values: { originalFilename: string; storageKey: string; size: number; mimeType: string },
): Promise<OrderFileRow | null> {
  // A new upload of the same document is a new chance: the operator's "incorrect" mark is cleared.
  const [row] = await db
    .update(orderFiles)
    .set({ ...values, isIncorrectDocument: false, updatedAt: new Date() })
    .where(eq(orderFiles.id, fileId))
    .returning();
  return row ?? null;
}

export async function deleteFileRow(db: Database, fileId: string): Promise<void> {
  await db.delete(orderFiles).where(eq(orderFiles.id, fileId));
}
