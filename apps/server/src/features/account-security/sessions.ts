import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';

/**
 * Ends the account's sessions after its password changed, all of them or all but the one making the
 * change: whoever knew the old password (or holds a stolen session) is signed out everywhere.
 */
export async function endSessions(db: Database, userId: string, keepTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}
