import { useTranslation } from '../i18n/use-translation.js';
import type { Route } from './+types/faq';
import { FaqLinks } from '../features/content-pages/index.js';
import { pageMeta } from '../i18n/meta.js';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'pages', { title: 'faq.meta.title', description: 'faq.meta.description' });

export default function FaqPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="container page page--narrow">
      <header className="page__head">
        <h1>{t('faq.title')}</h1>
        <p className="page__sub">{t('faq.lead')}</p>
      </header>
      <div className="card">
        <FaqLinks withSummary />
      </div>
    </div>
  );
}
