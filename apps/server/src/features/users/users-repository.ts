import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { users, type UserRow } from '../../db/schema/index.js';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Unique-violation check that sees through Drizzle's error wrapper on both drivers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}

/** "UA" + 6 digits; random so codes do not reveal how many customers we have. */
function newCustomerCode(): string {
  return `UA${Math.floor(100000 + Math.random() * 900000)}`;
}

export type CreateUserResult = { ok: true; user: UserRow } | { ok: false; reason: 'emailTaken' };

export async function createUser(
  db: Database,
  args: { email: string; passwordHash: string; locale: Locale },
): Promise<CreateUserResult> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [user] = await db
        .insert(users)
        .values({
          email: normalizeEmail(args.email),
          passwordHash: args.passwordHash,
          locale: args.locale,
          customerCode: newCustomerCode(),
        })
        .returning();
      return { ok: true, user: user! };
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_unique')) {
        // Another request may have taken the e-mail between our check and this insert.
        if (await findUserByEmail(db, args.email)) return { ok: false, reason: 'emailTaken' };
      }
      if (!isUniqueViolation(error)) throw error;
      // A customer-code collision: try another code.
    }
  }
  throw new Error('could not allocate a unique customer code');
}
