// Users as admins manage them: find by e-mail or customer code, change the role (audited).
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser } from '@posylka/contract';
import { isUserRole, type UserRole } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { writeAudit } from '../../audit/index.js';
import { isUuid } from '../../db/uuid.js';

type UserPick = { id: string; email: string; customerCode: string; role: string; createdAt: Date };

const userColumns = {
  id: users.id,
  email: users.email,
  customerCode: users.customerCode,
  role: users.role,
  createdAt: users.createdAt,
};

export function presentUser(row: UserPick): AdminUser {
  return {
    id: row.id,
    email: row.email,
    customerCode: row.customerCode,
    role: isUserRole(row.role) ? row.role : 'customer',
    createdAt: row.createdAt.toISOString(),
  };
}

const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listUsers(
  db: Database,
  filters: { query?: string | undefined; role?: UserRole | undefined },
  paging: { page: number; pageSize: number },
): Promise<{ rows: UserPick[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.query) {
    conditions.push(
      or(
        sql`lower(${users.email}) like ${containsPattern(filters.query.toLowerCase())}`,
        eq(users.customerCode, filters.query.toUpperCase()),
      )!,
    );
  }
  if (filters.role) conditions.push(eq(users.role, filters.role));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Sets the role and audits it in one transaction; null when there is no such user. */
export async function changeRole(
  db: Database,
  input: { userId: string; role: UserRole; adminId: string; now: Date },
): Promise<UserPick | null> {
  if (!isUuid(input.userId)) return null;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const [before] = await tx.select(userColumns).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!before) return null;
    if (before.role === input.role) return before;
    const [after] = await tx
      .update(users)
      .set({ role: input.role })
      .where(eq(users.id, input.userId))
      .returning(userColumns);
    await writeAudit(tx, {
      actorUserId: input.adminId,
      action: 'user.role',
      entityType: 'user',
      entityId: input.userId,
      before: { role: before.role, email: before.email },
      after: { role: input.role, email: before.email },
      at: input.now,
    });
    return after ?? null;
  });
}
