import { and, desc, eq, gt, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { PHONE_VERIFICATION, VERIFICATION_DAY_MS, type VerificationRequestLog } from '@posylka/domain';
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

/**
 * Serialises requests for one number and from one IP across accounts (transaction-scoped advisory
 * locks), so parallel requests from several accounts cannot all pass the per-number or per-IP count.
 * Taken after the user's row lock, always number before IP: one order, no deadlock.
 */
export async function lockNumberAndIp(db: Database, phone: string, ip: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-verification:number:${phone}`}))`);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-verification:ip:${ip}`}))`);
}

/** What the domain's request limits count: the account's day, the number's and the IP's hour. */
export async function requestLog(
  db: Database,
  args: { userId: string; phone: string; ip: string; now: Date },
): Promise<VerificationRequestLog> {
  const { userId, phone, ip, now } = args;
  const since = (ms: number) => gt(phoneVerifications.createdAt, new Date(now.getTime() - ms));
  const hour = since(PHONE_VERIFICATION.lockoutMs);
  const [account, number, fromIp] = await Promise.all([
    db
      .select({ phone: phoneVerifications.phone, at: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.userId, userId), since(VERIFICATION_DAY_MS))),
    db
      .select({ at: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.phone, phone), hour)),
    db
      .select({ at: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.ip, ip), hour)),
  ]);
  return { account, number: number.map((r) => r.at), ip: fromIp.map((r) => r.at) };
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
