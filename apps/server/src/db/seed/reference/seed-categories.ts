import type { Database } from '../../database.js';
import { goodsCategories } from '../../schema/reference.js';
import { GOODS_CATEGORIES } from './goods-categories.js';
import { upsertOnChange } from './upsert.js';

export async function seedGoodsCategories(db: Database): Promise<void> {
  await db
    .insert(goodsCategories)
    .values(GOODS_CATEGORIES.map((c, index) => ({ ...c, parentId: null, sortOrder: index + 1 })))
    .onConflictDoUpdate({ target: goodsCategories.id, ...upsertOnChange(goodsCategories, ['id']) });
}
