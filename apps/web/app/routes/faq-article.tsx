import { useTranslation } from '../i18n/use-translation.js';
import { Link } from 'react-router';
import type { Route } from './+types/faq-article';
import { ArticleView, findArticle } from '../features/content-pages/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { useLocalizedPath } from '../i18n/use-locale.js';

/** An unknown article id answers 404 (search engines drop it), with the FAQ list one click away. */
export function loader({ params, request }: Route.LoaderArgs) {
  const article = findArticle(params.articleId);
  if (!article) throw new Response(null, { status: 404 });
  return { id: article.id, locale: localeFromPath(new URL(request.url).pathname) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const article = loaderData ? findArticle(loaderData.id) : undefined;
  if (!article || !loaderData) return [{ title: 'Posylka' }, { name: 'robots', content: 'noindex' }];
  const title = `${article.title[loaderData.locale]} | Posylka`;
  const description = article.summary[loaderData.locale];
  return [
    { title },
    { property: 'og:title', content: title },
    { name: 'description', content: description },
    { property: 'og:description', content: description },
  ];
};

export default function FaqArticlePage({ loaderData }: Route.ComponentProps) {
  const article = findArticle(loaderData.id);
  return <div className="container page">{article && <ArticleView article={article} />}</div>;
}

export function ErrorBoundary() {
  const { t } = useTranslation('pages');
  const to = useLocalizedPath();
  return (
    <section className="container page page--narrow status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('faq.notFoundTitle')}</h1>
      <p>{t('faq.notFoundText')}</p>
      <Link to={to('/faq')}>{t('faq.all')}</Link>
    </section>
  );
}
