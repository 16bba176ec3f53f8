import { useTranslation } from '../i18n/use-translation.js';
import { Link } from 'react-router';
import type { Route } from './+types/not-found';
import { buttonClass } from '../components/ui/button.js';
import { pageMeta } from '../i18n/meta.js';
import { useLocalizedPath } from '../i18n/use-locale.js';

/** Any address that is no page (including unknown locale prefixes) answers 404 inside the layout. */
export function loader() {
  throw new Response(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'errors', { title: 'notFound.metaTitle' }),
  { name: 'robots', content: 'noindex' },
];

export function ErrorBoundary() {
  const { t } = useTranslation('errors');
  const to = useLocalizedPath();
  return (
    <section className="container page page--narrow status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to={to('/')} className={buttonClass('primary')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}

export default function NotFound() {
  return null;
}
