import { and, asc, count, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { HsListQuery, HsListResponse } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { hsCodes } from '../../db/schema/index.js';

/** `%text%` for ILIKE with the wildcard characters of the text itself taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * A query of digits (dots and spaces allowed, as in "85.17" or "8517 62") is a code prefix; anything
 * else is words that must all appear in the English or the Ukrainian description.
 */
export function searchCondition(query: string | undefined): SQL | undefined {
  const text = (query ?? '').trim();
  if (text === '') return undefined;
  if (/^[\d.\s]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    return digits === '' ? undefined : like(hsCodes.code, `${digits}%`);
  }
  const words = text.split(/\s+/).filter(Boolean);
  return and(
    ...words.map((word) =>
      or(
        ilike(hsCodes.description, containsPattern(word)),
        ilike(hsCodes.descriptionUk, containsPattern(word)),
      ),
    ),
  );
}

export async function searchHsCodes(
  db: Database,
  query: HsListQuery,
  locale: Locale,
): Promise<HsListResponse> {
  const where = searchCondition(query.query);
  // Ukrainian wording for the Ukrainian interface where we have it; English otherwise.
  const description =
    locale === 'uk'
      ? sql<string>`coalesce(${hsCodes.descriptionUk}, ${hsCodes.description})`
      : hsCodes.description;
  const [items, [total]] = await Promise.all([
    db
      .select({ code: hsCodes.code, description, level: hsCodes.level, parent: hsCodes.parent })
      .from(hsCodes)
      .where(where)
      .orderBy(asc(hsCodes.code))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(hsCodes).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}
