import type { LocalizedText } from '@posylka/domain';

/** One block of an article: a paragraph, a subheading or a bulleted list. */
export type ArticleBlock =
  | { kind: 'p'; text: LocalizedText }
  | { kind: 'h2'; text: LocalizedText }
  | { kind: 'ul'; items: readonly LocalizedText[] };

export type FaqArticle = {
  /** The article id in its address, /faq/{id}. */
  id: string;
  title: LocalizedText;
  summary: LocalizedText;
  blocks: readonly ArticleBlock[];
  /** Extra part the page renders after the text (e.g. the live forbidden-items lists). */
  widget?: 'forbidden-items' | 'customs-calculator';
};
