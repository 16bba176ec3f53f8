import { useTranslation } from '../i18n/use-translation.js';
import type { Route } from './+types/forgot-password';
import { ForgotPasswordForm } from '../features/auth/index.js';
import { pageMeta } from '../i18n/meta.js';
import { useRootData } from '../root-data.js';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth', { title: 'forgot.meta.title', description: 'forgot.meta.description' }),
  { name: 'robots', content: 'noindex' },
];

export default function ForgotPassword() {
  const { t } = useTranslation('auth');
  const devTools = useRootData()?.devTools ?? false;
  return (
    <section className="container page page--narrow">
      <div className="card auth-card">
        <h1>{t('forgot.title')}</h1>
        <ForgotPasswordForm devTools={devTools} />
      </div>
    </section>
  );
}
