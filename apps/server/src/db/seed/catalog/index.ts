// The shop catalogue seed: idempotent upserts keyed by slug, so it runs on every start.
import { SHOP_CATEGORY_SLUGS } from '@posylka/domain';
import type { Database } from '../../database.js';
import { catalogShops, shopCategories } from '../../schema/catalog.js';
import { upsertOnChange } from '../reference/upsert.js';
import { SHOP_CATEGORY_NAMES } from './categories.js';
import { EUROPE_SHOPS } from './shops-europe.js';
import { OVERSEAS_SHOPS } from './shops-overseas.js';
import { US_SHOPS } from './shops-us.js';
import type { CatalogShopSeed } from './types.js';

/**
 * Popularity follows the order in which we list them: the US first (most of our parcels), then the
 * two lists interleaved so that every region has shops near the top of the default sort.
 */
export const CATALOG_SHOPS: readonly CatalogShopSeed[] = interleave(US_SHOPS, EUROPE_SHOPS, OVERSEAS_SHOPS);

function interleave<T>(...lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const list of lists) if (i < list.length) out.push(list[i] as T);
  return out;
}

export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(shopCategories)
      .values(
        SHOP_CATEGORY_SLUGS.map((slug, i) => ({ slug, names: SHOP_CATEGORY_NAMES[slug], sortOrder: i + 1 })),
      )
      .onConflictDoUpdate({ target: shopCategories.slug, ...upsertOnChange(shopCategories, ['slug']) });
    await tx
      .insert(catalogShops)
      .values(
        CATALOG_SHOPS.map((shop, i) => ({
          slug: shop.slug,
          title: shop.title,
          siteUrl: shop.siteUrl,
          color: shop.color,
          countries: [...shop.countries],
          categories: [...shop.categories],
          popularity: i + 1,
          shortDescriptions: shop.description,
        })),
      )
      .onConflictDoUpdate({ target: catalogShops.slug, ...upsertOnChange(catalogShops, ['id', 'slug']) });
  });
}
