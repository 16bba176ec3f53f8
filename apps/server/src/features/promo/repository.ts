import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { PromoDefinition, PromoFormat, PromoService } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { churnOffers, promoCodes, type ChurnOfferRow } from '../../db/schema/index.js';

export async function findPromoDefinition(db: Database, code: string): Promise<PromoDefinition | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  if (!row) return null;
  return {
    code: row.code,
    format: row.format as PromoFormat,
    value: row.value,
    restrictedValue: row.restrictedValue,
    countries: row.countries,
    services: row.services as PromoService[] | null,
    hsCodes: row.hsCodes,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    isActive: row.isActive,
    usageLimit: row.usageLimit,
  };
}

/** The customer's unused offer that has not expired yet; the one expiring first wins. */
export async function findActiveChurn(
  db: Database,
  userId: string,
  now: Date,
): Promise<ChurnOfferRow | null> {
  const [row] = await db
    .select()
    .from(churnOffers)
    .where(and(eq(churnOffers.userId, userId), isNull(churnOffers.usedAt), gt(churnOffers.expiredAt, now)))
    .orderBy(asc(churnOffers.expiredAt))
    .limit(1);
  return row ?? null;
}
