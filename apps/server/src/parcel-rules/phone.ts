// "must be verified" (SPEC §5 phone): one answer for the forwarding order, the buy-out recipient and
// the parcel rules, so a number counts as verified the same way on every path.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { phoneVerifications, users } from '../db/schema/index.js';

/**
 * The phone is one this customer verified: their account's verified number, or a number they
 * completed a verification for (features/phone-verification records both).
 */
export async function isPhoneVerifiedBy(db: Database, userId: string, phone: string): Promise<boolean> {
  const [user] = await db
    .select({ phone: users.phoneNumber, verifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (user?.phone === phone && user.verifiedAt) return true;
  const rows = await db
    .select({ id: phoneVerifications.id })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.userId, userId),
        eq(phoneVerifications.phone, phone),
        eq(phoneVerifications.status, 'verified'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
