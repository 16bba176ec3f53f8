import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { alertMessages } from '../../db/schema/index.js';
import type { AlertMessageKey } from './messages.js';
import { isUuid } from '../../db/uuid.js';

export type AlertRow = typeof alertMessages.$inferSelect;

export async function openAlerts(db: Database, userId: string): Promise<AlertRow[]> {
  return db
    .select()
    .from(alertMessages)
    .where(and(eq(alertMessages.userId, userId), isNull(alertMessages.closedAt)))
    .orderBy(desc(alertMessages.createdAt));
}

/**
 * Closes the caller's own alert. false when no such alert belongs to the user, so another customer's
 * alert answers exactly like a missing one. Closing twice is harmless (the first close time stays).
 */

export async function closeAlert(db: Database, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ closedAt: alertMessages.closedAt })
    .from(alertMessages)
    .where(and(eq(alertMessages.id, id), eq(alertMessages.userId, userId)))
    .limit(1);
  if (!row) return false;
  if (row.closedAt === null) {
    await db
      .update(alertMessages)
      .set({ closedAt: new Date() })
      .where(and(eq(alertMessages.id, id), eq(alertMessages.userId, userId), isNull(alertMessages.closedAt)));
  }
  return true;
}

export async function addAlert(
  db: Database,
  alert: {
    userId: string;
    key: AlertMessageKey;
    kind?: 'info' | 'success' | 'warning';
    params?: Record<string, string | number>;
    link?: string | null;
  },
): Promise<void> {
  await db.insert(alertMessages).values({
    userId: alert.userId,
    messageKey: alert.key,
    kind: alert.kind ?? 'info',
    params: alert.params ?? {},
    link: alert.link ?? null,
  });
}
