import { sql } from 'drizzle-orm';
import type { UserRole } from '@posylka/domain';
import type { Database } from '../database.js';
import { users } from '../schema/index.js';
import { hashPassword } from '../../security/password.js';

/**
 * The documented console logins (README): a warehouse operator and an admin. Their codes use their
 * own prefixes so they never collide with the random UA codes given to customers.
 */
export const STAFF_ACCOUNTS = [
  {
    email: 'operator@posylka.test',
    password: 'Posylka-operator-2026',
    role: 'operator',
    customerCode: 'OP000001',
  },
  { email: 'admin@posylka.test', password: 'Posylka-admin-2026', role: 'admin', customerCode: 'AD000001' },
] as const satisfies readonly { email: string; password: string; role: UserRole; customerCode: string }[];

/**
 * Creates each staff account when its e-mail is free. An existing account is left as it is: an
 * admin may have changed its role since, and a customer who registered that e-mail first must not
 * be promoted by a restart.
 */
export async function seedStaff(db: Database): Promise<void> {
  const now = new Date();
  for (const account of STAFF_ACCOUNTS) {
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email}`)
      .limit(1);
    if (existing.length > 0) continue;
    await db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        emailVerifiedAt: now,
        locale: 'uk',
        customerCode: account.customerCode,
        role: account.role,
      })
      .onConflictDoNothing();
  }
}
