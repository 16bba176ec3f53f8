// The one writer of audit_log rows (issue 5 "every operator action is logged: who, when, what, before,
// after"). Rows are only ever inserted. It takes the database or an open transaction, so an action and
// its audit row commit (or roll back) together.
import type { Database } from '../db/database.js';
import { auditLog } from '../db/schema/index.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where the row goes: the database, or the transaction of the change it records. */
export type AuditDb = Database | Transaction;

export type AuditEntry = {
  /** Who did it; null when nobody signed in caused it (e.g. a timer). */
  actorUserId: string | null;
  /** What was done, e.g. parcel.photo, user.role, buyout.refund. */
  action: string;
  /** order | buyout_order | user */
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** When it happened (the caller's clock); the database's time when absent. */
  at?: Date;
};

export async function writeAudit(db: AuditDb, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}
