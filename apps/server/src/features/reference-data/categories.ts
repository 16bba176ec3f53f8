import { and, asc, count, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CategoriesResponse, PagedSearchQuery } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { goodsCategories } from '../../db/schema/index.js';
import { pick } from './messages.js';

/** `%text%` for ILIKE with the wildcard characters of the text itself taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function nameIn(locale: Locale): SQL<string> {
  return sql<string>`${goodsCategories.names}->>${locale}`;
}

/**
 * Every word of the query must appear in the category's name, in the request's language, Ukrainian
 * or English (customers often type the English word whatever the interface language).
 */
function matches(query: string | undefined, locale: Locale): SQL | undefined {
  const words = (query ?? '').split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const languages = [...new Set<Locale>([locale, 'uk', 'en'])];
  return and(
    ...words.map((word) =>
      or(...languages.map((language) => ilike(nameIn(language), containsPattern(word)))),
    ),
  );
}

export async function listCategories(
  db: Database,
  query: PagedSearchQuery,
  locale: Locale,
): Promise<CategoriesResponse> {
  const where = matches(query.query, locale);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(goodsCategories)
      .where(where)
      .orderBy(asc(goodsCategories.sortOrder), asc(goodsCategories.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(goodsCategories).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: pick(row.names, locale),
      dangerousGoods: row.dangerousGoods,
      isTaxFree: row.isTaxFree,
      hsCode: row.hsCode,
    })),
    total: total?.value ?? 0,
  };
}
