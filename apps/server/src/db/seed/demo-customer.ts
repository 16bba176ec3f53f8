import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { users } from '../schema/index.js';
import { hashPassword } from '../../security/password.js';

/** The documented demo login (README, start-up banner). Its customer code is fixed for warehouse addresses. */
export const DEMO_CUSTOMER = {
  email: 'demo@posylka.test',
  password: 'Posylka-demo-2026',
  customerCode: 'UA100001',
  firstNameCyr: 'Олена',
  lastNameCyr: 'Коваленко',
  middleNameCyr: 'Петрівна',
  phoneNumber: '380671234567',
} as const;

export async function seedDemoCustomer(db: Database): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`)
    .limit(1);
  if (existing.length > 0) return;
  const now = new Date();
  await db
    .insert(users)
    .values({
      email: DEMO_CUSTOMER.email,
      passwordHash: await hashPassword(DEMO_CUSTOMER.password),
      emailVerifiedAt: now,
      locale: 'uk',
      customerCode: DEMO_CUSTOMER.customerCode,
      firstNameCyr: DEMO_CUSTOMER.firstNameCyr,
      lastNameCyr: DEMO_CUSTOMER.lastNameCyr,
      middleNameCyr: DEMO_CUSTOMER.middleNameCyr,
      phoneNumber: DEMO_CUSTOMER.phoneNumber,
      phoneVerifiedAt: now,
    })
    .onConflictDoNothing();
}
