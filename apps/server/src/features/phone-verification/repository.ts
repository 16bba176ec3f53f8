import { and, desc, eq, gt, inArray, isNotNull, ne } from 'drizzle-orm';
import { PHONE_VERIFICATION } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { phoneVerifications, users, type PhoneVerificationRow } from '../../db/schema/index.js';

/** Serialises one customer's verification calls (row lock), so parallel requests cannot skip a limit. */
export async function lockUser(db: Database, userId: string) {
  const [user] = await db
    .select({ id: users.id, phoneNumber: users.phoneNumber, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
    .limit(1);
  return user;
}

/** SPEC §8 already_used: the number is verified on another account. */
export async function verifiedElsewhere(db: Database, userId: string, phone: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNotNull(users.phoneVerifiedAt), ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

/** This customer's requests for this phone within the lock-out hour (time and channel). */
export async function recentRequests(db: Database, userId: string, phone: string, now: Date) {
  const rows = await db
    .select({ createdAt: phoneVerifications.createdAt, channel: phoneVerifications.channel })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.phone, phone),
        gt(phoneVerifications.createdAt, new Date(now.getTime() - PHONE_VERIFICATION.lockoutMs)),
      ),
    );
  return rows.map((r) => ({
    at: r.createdAt,
    channel: r.channel === 'call' ? ('call' as const) : ('sms' as const),
  }));
}

/** Only the newest request can verify: older pending codes and calls stop counting. */
export async function supersedePending(db: Database, userId: string, phone: string) {
  await db
    .update(phoneVerifications)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.phone, phone),
        eq(phoneVerifications.status, 'pending'),
      ),
    );
}

/** The newest SMS code of this customer for this phone that is still pending or burned. */
export async function latestCode(
  db: Database,
  userId: string,
  phone: string,
): Promise<PhoneVerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.phone, phone),
        eq(phoneVerifications.channel, 'sms'),
        inArray(phoneVerifications.status, ['pending', 'burned']),
      ),
    )
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return row;
}

export async function findVerification(db: Database, id: string) {
  const [row] = await db.select().from(phoneVerifications).where(eq(phoneVerifications.id, id)).limit(1);
  return row;
}

/** Marks the request verified and saves the phone as the customer's verified number. */
export async function markVerified(db: Database, row: PhoneVerificationRow, now: Date) {
  await db
    .update(phoneVerifications)
    .set({ status: 'verified', verifiedAt: now })
    .where(eq(phoneVerifications.id, row.id));
  await db
    .update(users)
    .set({ phoneNumber: row.phone, phoneVerifiedAt: now })
    .where(eq(users.id, row.userId));
}
