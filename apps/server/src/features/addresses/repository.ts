import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddressListMode } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { userAddresses, users, type NewUserAddressRow, type UserAddressRow } from '../../db/schema/index.js';
import { isUuid } from '../../db/uuid.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The stored fields a save writes; who owns it, flags and timestamps are the repository's business. */
export type AddressValues = Omit<
  NewUserAddressRow,
  'id' | 'userId' | 'isDefault' | 'isFavorite' | 'active' | 'createdAt' | 'updatedAt'
>;

/** Only this user's active addresses are ever visible; a malformed id cannot be one of them. */
function own(userId: string, id: string) {
  return and(eq(userAddresses.id, id), eq(userAddresses.userId, userId), eq(userAddresses.active, true));
}

/**
 * Saves of one customer run one after another (row lock on the user), so "the first address becomes
 * the default" and "one default per customer" hold even when two tabs save at once.
 */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function clearDefault(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.active, true),
        eq(userAddresses.isDefault, true),
      ),
    );
}

export async function listAddresses(
  db: Database,
  userId: string,
  mode: AddressListMode,
): Promise<UserAddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.active, true),
        mode === 'all' ? undefined : eq(userAddresses.type, mode),
      ),
    )
    .orderBy(
      desc(userAddresses.isDefault),
      desc(userAddresses.isFavorite),
      desc(userAddresses.updatedAt),
      desc(userAddresses.id),
    );
}

export async function findAddress(db: Database | Tx, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(userAddresses).where(own(userId, id)).limit(1);
  return row;
}

export async function insertAddress(
  db: Database,
  userId: string,
  values: AddressValues,
  makeDefault: boolean,
): Promise<UserAddressRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [existing] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, userId), eq(userAddresses.active, true)));
    const isDefault = makeDefault || (existing?.n ?? 0) === 0;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(userAddresses)
      .values({ ...values, userId, isDefault, isFavorite: false })
      .returning();
    return row!;
  });
}

/** Replaces the fields; `makeDefault` moves the default here (an address cannot be un-defaulted, only replaced). */
export async function updateAddress(
  db: Database,
  userId: string,
  id: string,
  values: AddressValues,
  makeDefault: boolean,
): Promise<UserAddressRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) return undefined;
    if (makeDefault && !current.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .update(userAddresses)
      .set({ ...values, isDefault: current.isDefault || makeDefault, updatedAt: new Date() })
      .where(own(userId, id))
      .returning();
    return row;
  });
}

/** Soft delete. When the default goes, the most recently changed remaining address takes its place. */
export async function deactivateAddress(db: Database, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [gone] = await tx
      .update(userAddresses)
      .set({ active: false, isDefault: false, updatedAt: new Date() })
      .where(own(userId, id))
      .returning();
    if (!gone) return false;
    if (gone.isDefault || (await hasNoDefault(tx, userId))) {
      const [next] = await tx
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(
          and(eq(userAddresses.userId, userId), eq(userAddresses.active, true), ne(userAddresses.id, id)),
        )
        .orderBy(desc(userAddresses.updatedAt), desc(userAddresses.id))
        .limit(1);
      if (next) await tx.update(userAddresses).set({ isDefault: true }).where(eq(userAddresses.id, next.id));
    }
    return true;
  });
}

async function hasNoDefault(tx: Tx, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: userAddresses.id })
    .from(userAddresses)
    .where(
      and(
        eq(userAddresses.userId, userId),
        eq(userAddresses.active, true),
        eq(userAddresses.isDefault, true),
      ),
    )
    .limit(1);
  return row === undefined;
}

export async function toggleFavorite(db: Database, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(userAddresses)
    .set({ isFavorite: sql`not ${userAddresses.isFavorite}`, updatedAt: new Date() })
    .where(own(userId, id))
    .returning();
  return row;
}
