import { and, eq, isNull } from 'drizzle-orm';
import type { DigitalIdData } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import { diiaRequests, type DiiaRequestRow } from '../../db/schema/index.js';
import type { IdentityCipher, Sealed } from '../identity-documents/index.js';
import { isUuid } from '../../db/uuid.js';

/** AAD binds the sealed data to its request and owner: copied elsewhere it fails to open. */
const aad = (row: Pick<DiiaRequestRow, 'id' | 'userId'>) => `diia-request:${row.id}:${row.userId}`;

export async function insertRequest(
  db: Database,
  userId: string,
  returnUrl: string,
): Promise<DiiaRequestRow> {
  const [row] = await db.insert(diiaRequests).values({ userId, returnUrl }).returning();
  return row!;
}

/**
 * How long a request may be shared into: Diia's deep link is used right after the QR code is shown,
 * so a callback for an older request is refused rather than filling a form nobody has open.
 */
export const REQUEST_LIFETIME_MS = 30 * 60 * 1000;

/** Why a request cannot take a share now; null when it can. */
export function refusalOf(row: DiiaRequestRow | null, now: Date): 'unknown' | 'expired' | 'used' | null {
  if (!row) return 'unknown';
  if (row.sharedAt) return 'used';
  if (now.getTime() - row.createdAt.getTime() > REQUEST_LIFETIME_MS) return 'expired';
  return null;
}

export async function findRequest(db: Database, id: string): Promise<DiiaRequestRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(diiaRequests).where(eq(diiaRequests.id, id)).limit(1);
  return row ?? null;
}

/** Stores the shared data sealed; only the first share of a request counts. */
export async function storeShared(
  db: Database,
  cipher: IdentityCipher,
  row: DiiaRequestRow,
  data: DigitalIdData,
  at: Date,
): Promise<boolean> {
  const sealed = cipher.seal(data, aad(row));
  const updated = await db
    .update(diiaRequests)
    .set({ sealedData: JSON.stringify(sealed), keyId: sealed.keyId, sharedAt: at })
    .where(and(eq(diiaRequests.id, row.id), isNull(diiaRequests.sharedAt)))
    .returning({ id: diiaRequests.id });
  return updated.length > 0;
}

/** The shared data of the owner's request; null while nothing is shared or it cannot be opened. */
export function openShared(cipher: IdentityCipher, row: DiiaRequestRow): DigitalIdData | null {
  if (!row.sealedData) return null;
  try {
    return cipher.open<DigitalIdData>(JSON.parse(row.sealedData) as Sealed, aad(row));
  } catch {
    return null;
  }
}
