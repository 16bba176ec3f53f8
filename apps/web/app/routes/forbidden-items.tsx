import { useTranslation } from '../i18n/use-translation.js';
import type { Route } from './+types/forbidden-items';
import { ForbiddenItemsGuide } from '../features/content-pages/index.js';
import { pageMeta } from '../i18n/meta.js';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'pages', { title: 'forbidden.meta.title', description: 'forbidden.meta.description' });

export default function ForbiddenItemsPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="container page">
      <header className="page__head">
        <h1>{t('forbidden.title')}</h1>
        <p className="page__sub">{t('forbidden.lead')}</p>
      </header>
      <ForbiddenItemsGuide />
    </div>
  );
}
