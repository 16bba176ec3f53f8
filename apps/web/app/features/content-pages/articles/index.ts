import { BONUSES_ARTICLE } from './bonuses.js';
import { CUSTOMS_ARTICLE } from './customs.js';
import { DOCUMENTS_ARTICLE } from './documents.js';
import { FORBIDDEN_ARTICLE } from './forbidden.js';
import { LOCKERS_ARTICLE } from './lockers.js';
import type { FaqArticle } from './types.js';

export type { ArticleBlock, FaqArticle } from './types.js';

/** FAQ articles written by us, in the order the FAQ list shows them. */
export const FAQ_ARTICLES: readonly FaqArticle[] = [
  FORBIDDEN_ARTICLE,
  CUSTOMS_ARTICLE,
  DOCUMENTS_ARTICLE,
  BONUSES_ARTICLE,
  LOCKERS_ARTICLE,
];

export function findArticle(id: string): FaqArticle | undefined {
  return FAQ_ARTICLES.find((article) => article.id === id);
}
