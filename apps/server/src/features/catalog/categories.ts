import { asc, count, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PagedSearchQuery, ShopCategoriesResponse } from '@posylka/contract';
import { isShopCategorySlug, type Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { catalogShops, shopCategories } from '../../db/schema/index.js';

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The name in the request's language or in Ukrainian or English (whatever the visitor types). */
function matches(query: string | undefined, locale: Locale): SQL | undefined {
  const text = query?.trim();
  if (!text) return undefined;
  const languages = [...new Set<Locale>([locale, 'uk', 'en'])];
  return or(
    ...languages.map((l) => ilike(sql<string>`${shopCategories.names}->>${l}`, containsPattern(text))),
  );
}

/** Shop categories in the filter's order, with how many shops each has. */
export async function listShopCategories(
  db: Database,
  query: PagedSearchQuery,
  locale: Locale,
): Promise<ShopCategoriesResponse> {
  const where = matches(query.query, locale);
  const shopCount = db
    .select({ value: count() })
    .from(catalogShops)
    .where(sql`${shopCategories.slug} = ANY(${catalogShops.categories})`);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        slug: shopCategories.slug,
        names: shopCategories.names,
        count: sql<number>`(${shopCount})::int`,
      })
      .from(shopCategories)
      .where(where)
      .orderBy(asc(shopCategories.sortOrder))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(shopCategories).where(where),
  ]);
  return {
    items: rows.flatMap((row) =>
      isShopCategorySlug(row.slug)
        ? [{ slug: row.slug, name: row.names[locale], count: Number(row.count) }]
        : [],
    ),
    total: total?.value ?? 0,
  };
}
