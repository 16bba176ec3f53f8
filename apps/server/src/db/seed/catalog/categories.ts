import type { LocalizedText, ShopCategorySlug } from '@posylka/domain';
import { text } from './types.js';

/** Names of the shop categories of SPEC §1's catalogue, in the order of the filter. */
export const SHOP_CATEGORY_NAMES: Readonly<Record<ShopCategorySlug, LocalizedText>> = {
  clothes: text('Одяг', 'Одежда', 'Clothing', 'Îmbrăcăminte'),
  shoes: text('Взуття', 'Обувь', 'Shoes', 'Încălțăminte'),
  electronics: text('Електроніка', 'Электроника', 'Electronics', 'Electronice'),
  cosmetics: text('Косметика', 'Косметика', 'Beauty', 'Cosmetice'),
  vitamins: text('Вітаміни та здоровʼя', 'Витамины и здоровье', 'Vitamins & health', 'Vitamine și sănătate'),
  kids: text('Дитячі товари', 'Детские товары', 'Kids', 'Copii'),
  sports: text('Спорт', 'Спорт', 'Sports', 'Sport'),
  home: text('Дім', 'Дом', 'Home', 'Casă'),
  auto: text('Автотовари', 'Автотовары', 'Auto parts', 'Auto'),
  books: text('Книги', 'Книги', 'Books', 'Cărți'),
  marketplaces: text('Маркетплейси', 'Маркетплейсы', 'Marketplaces', 'Marketplace-uri'),
  music: text(
    'Музичні інструменти',
    'Музыкальные инструменты',
    'Musical instruments',
    'Instrumente muzicale',
  ),
};
