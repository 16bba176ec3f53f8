import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  identityDocuments,
  orderPassports,
  orders,
  users,
  type IdentityDocumentRow,
} from '../../db/schema/index.js';
import { aadOf, type IdentityCipher } from './cipher.js';
import type { StoredDocument } from './present.js';
import { isUuid } from '../../db/uuid.js';

export async function ownsOrder(db: Database, userId: string, orderId: string): Promise<boolean> {
  if (!isUuid(orderId)) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export function openRow(cipher: IdentityCipher, row: IdentityDocumentRow): StoredDocument {
  return cipher.open<StoredDocument>(row, aadOf(row.id, row.userId));
}

/**
 * Opens a row, or null when it cannot be (sealed with a retired key, or damaged): the customer then
 * simply enters the document again instead of meeting a server error.
 */
export function tryOpenRow(cipher: IdentityCipher, row: IdentityDocumentRow): StoredDocument | null {
  try {
    return openRow(cipher, row);
  } catch {
    return null;
  }
}

/**
 * Seals and saves the document and attaches it to the order (replacing an earlier one). With
 * saveToCabinet it becomes the customer's only active document.
 */
export async function saveOrderDocument(
  db: Database,
  cipher: IdentityCipher,
  input: { userId: string; orderId: string; document: StoredDocument; saveToCabinet: boolean },
): Promise<IdentityDocumentRow> {
  const id = randomUUID();
  const sealed = cipher.seal(input.document, aadOf(id, input.userId));
  return db.transaction(async (tx) => {
    // One save per customer at a time, so "only one active" holds with two tabs.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    if (input.saveToCabinet) {
      await tx
        .update(identityDocuments)
        .set({ isActive: false, updatedAt: new Date() })
        .where(and(eq(identityDocuments.userId, input.userId), eq(identityDocuments.isActive, true)));
    }
    const [row] = await tx
      .insert(identityDocuments)
      .values({
        id,
        userId: input.userId,
        documentType: input.document.documentType,
        ...sealed,
        isActive: input.saveToCabinet,
      })
      .returning();
    await tx
      .insert(orderPassports)
      .values({ orderId: input.orderId, identityDocumentId: id })
      .onConflictDoUpdate({
        target: orderPassports.orderId,
        set: { identityDocumentId: id, createdAt: new Date() },
      });
    return row!;
  });
}

export async function findActiveDocument(db: Database, userId: string): Promise<IdentityDocumentRow | null> {
  const [row] = await db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), eq(identityDocuments.isActive, true)))
    .orderBy(desc(identityDocuments.updatedAt))
    .limit(1);
  return row ?? null;
}

export async function findOrderDocument(db: Database, orderId: string): Promise<IdentityDocumentRow | null> {
  const [row] = await db
    .select({ doc: identityDocuments })
    .from(orderPassports)
    .innerJoin(identityDocuments, eq(identityDocuments.id, orderPassports.identityDocumentId))
    .where(eq(orderPassports.orderId, orderId))
    .limit(1);
  return row?.doc ?? null;
}
