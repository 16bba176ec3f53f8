import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Promotion, PromotionPlacement } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { promotions } from '../../db/schema/index.js';
import { trimZeros } from './home-content.js';

/**
 * Promotions running at `now` for a placement: started, not ended, and meant for every country or
 * for the given one (a country's own promotions first, then the general ones, each by sort order).
 */
export async function listPromotions(
  db: Database,
  placement: PromotionPlacement,
  countryCode: string | undefined,
  locale: Locale,
  now: Date,
): Promise<Promotion[]> {
  const at = now.toISOString();
  const country = countryCode
    ? or(isNull(promotions.countryCode), eq(promotions.countryCode, countryCode))
    : isNull(promotions.countryCode);
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.placement, placement),
        country,
        lte(promotions.startsAt, at),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, at)),
      ),
    )
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));
  rows.sort((a, b) => Number(a.countryCode === null) - Number(b.countryCode === null));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    placement,
    countryCode: r.countryCode,
    title: r.title[locale],
    text: r.text[locale],
    href: r.href,
    color: r.color,
    textColor: r.textColor,
    discountPercent: r.discountPercent === null ? null : trimZeros(r.discountPercent),
    endsAt: r.endsAt === null ? null : new Date(r.endsAt).toISOString(),
  }));
}
