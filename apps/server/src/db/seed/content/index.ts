// Site content seed: idempotent upserts keyed by slug, so it runs on every start.
import type { Database } from '../../database.js';
import {
  articles,
  bannerSlides,
  compareProducts,
  headerItems,
  notificationPosts,
  promotions,
} from '../../schema/content.js';
import { upsertOnChange } from '../reference/upsert.js';
import { ARTICLES, BANNER_SLIDES, COMPARE_PRODUCTS, HEADER_ITEMS } from './home-content.js';
import { notificationPostRows, promotionRows } from './posts-and-promotions.js';

export async function seedContent(db: Database, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // Serial ids stay across re-seeds; only changed rows are rewritten.
    await tx
      .insert(bannerSlides)
      .values(BANNER_SLIDES)
      .onConflictDoUpdate({
        target: bannerSlides.slug,
        ...upsertOnChange(bannerSlides, ['id', 'slug', 'active']),
      });
    await tx
      .insert(headerItems)
      .values(HEADER_ITEMS)
      .onConflictDoUpdate({
        target: headerItems.slug,
        ...upsertOnChange(headerItems, ['id', 'slug', 'active']),
      });
    await tx
      .insert(compareProducts)
      .values(COMPARE_PRODUCTS)
      .onConflictDoUpdate({
        target: compareProducts.slug,
        ...upsertOnChange(compareProducts, ['id', 'slug']),
      });
    await tx
      .insert(articles)
      .values(ARTICLES)
      .onConflictDoUpdate({ target: articles.slug, ...upsertOnChange(articles, ['id', 'slug']) });
    await tx
      .insert(notificationPosts)
      .values(notificationPostRows())
      .onConflictDoUpdate({
        target: [notificationPosts.slug, notificationPosts.locale],
        ...upsertOnChange(notificationPosts, ['id', 'slug', 'locale']),
      });
    await tx
      .insert(promotions)
      .values(promotionRows(now))
      .onConflictDoUpdate({ target: promotions.slug, ...upsertOnChange(promotions, ['id', 'slug']) });
  });
}
