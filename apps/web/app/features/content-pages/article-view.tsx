import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { FAQ_ARTICLES, type FaqArticle } from './articles/index.js';
import { ForbiddenItemsGuide } from './forbidden-items-guide.js';

/** A FAQ article: its text blocks, its live widget if any, and links to the other articles. */
export function ArticleView({ article }: { article: FaqArticle }) {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <article className="article">
      <nav aria-label={t('faq.title')} className="article__crumbs">
        <Link to={to('/faq')}>{t('faq.title')}</Link>
      </nav>
      <h1>{article.title[locale]}</h1>
      <p className="page__sub">{article.summary[locale]}</p>
      {article.blocks.map((block, i) =>
        block.kind === 'h2' ? (
          <h2 key={i}>{block.text[locale]}</h2>
        ) : block.kind === 'p' ? (
          <p key={i}>{block.text[locale]}</p>
        ) : (
          <ul key={i} className="article__list">
            {block.items.map((item, j) => (
              <li key={j}>{item[locale]}</li>
            ))}
          </ul>
        ),
      )}
      {article.widget === 'forbidden-items' && <ForbiddenItemsGuide />}
      {article.widget === 'customs-calculator' && (
        <p>
          <Link to={to('/calculators')}>{t('faq.openCalculators')}</Link>
        </p>
      )}
      <aside className="article__related" aria-labelledby="faq-related">
        <h2 id="faq-related">{t('faq.related')}</h2>
        <FaqLinks exclude={article.id} />
      </aside>
    </article>
  );
}

/** Links to every FAQ article (optionally without one), titled in the page language. */
export function FaqLinks({
  exclude,
  withSummary = false,
  onNavigate,
}: {
  exclude?: string;
  withSummary?: boolean;
  onNavigate?: () => void;
}) {
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <ul className="faq-links">
      {FAQ_ARTICLES.filter((a) => a.id !== exclude).map((a) => (
        <li key={a.id}>
          <Link to={to(`/faq/${a.id}`)} onClick={onNavigate}>
            {a.title[locale]}
          </Link>
          {withSummary && <p className="faq-links__summary">{a.summary[locale]}</p>}
        </li>
      ))}
    </ul>
  );
}
