import type { ProfileNamesPatch } from '@posylka/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users, type UserRow } from '../../db/schema/index.js';

/** Writes only the names the request carried; an empty patch changes nothing and reads the row back. */
export async function updateNames(
  db: Database,
  userId: string,
  patch: ProfileNamesPatch,
): Promise<UserRow | undefined> {
  const set: Partial<
    Pick<UserRow, 'firstNameLat' | 'lastNameLat' | 'firstNameCyr' | 'lastNameCyr' | 'middleNameCyr'>
  > = {};
  if (patch.firstName !== undefined) set.firstNameLat = patch.firstName;
  if (patch.lastName !== undefined) set.lastNameLat = patch.lastName;
  if (patch.firstNameCyr !== undefined) set.firstNameCyr = patch.firstNameCyr;
  if (patch.lastNameCyr !== undefined) set.lastNameCyr = patch.lastNameCyr;
  if (patch.middleNameCyr !== undefined) set.middleNameCyr = patch.middleNameCyr;
  if (Object.keys(set).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }
  const [row] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return row;
}
