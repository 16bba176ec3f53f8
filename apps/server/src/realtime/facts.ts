import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { PHONE_VERIFICATION } from '@posylka/domain';
import type { Database } from '../db/database.js';
import { phoneVerifications, users } from '../db/schema/index.js';
import type { ChannelFacts } from './channel-auth.js';

/** Channel facts from the database: the user's saved phone or a verification request of the last hour. */
export function databaseChannelFacts(db: Database, now: () => Date = () => new Date()): ChannelFacts {
  return {
    async userMayWatchPhone(uid, phone) {
      const [own] = await db
        .select({ one: sql<number>`1` })
        .from(users)
        .where(and(eq(users.id, uid), eq(users.phoneNumber, phone), isNotNull(users.phoneNumber)))
        .limit(1);
      if (own) return true;
      const since = new Date(now().getTime() - PHONE_VERIFICATION.lockoutMs);
      const [pending] = await db
        .select({ one: sql<number>`1` })
        .from(phoneVerifications)
        .where(
          and(
            eq(phoneVerifications.userId, uid),
            eq(phoneVerifications.phone, phone),
            gt(phoneVerifications.createdAt, since),
          ),
        )
        .limit(1);
      return Boolean(pending);
    },
  };
}
