import { useTranslation } from 'react-i18next';
import type { Route } from './+types/instructions';
import { Instructions } from '../features/content-pages/index.js';
import { pageMeta } from '../i18n/meta.js';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'pages', {
    title: 'instructions.meta.title',
    description: 'instructions.meta.description',
  });

export default function InstructionsPage() {
  const { t } = useTranslation('pages');
  return (
    <div className="container page">
      <header className="page__head">
        <h1>{t('instructions.title')}</h1>
        <p className="page__sub">{t('instructions.lead')}</p>
      </header>
      <Instructions />
    </div>
  );
}
