import { useTranslation } from '../i18n/use-translation.js';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/reset-password';
import { ResetPasswordForm } from '../features/auth/index.js';
import { pageMeta } from '../i18n/meta.js';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth', { title: 'reset.meta.title', description: 'reset.meta.description' }),
  { name: 'robots', content: 'noindex' },
];

export default function ResetPassword() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <section className="container page page--narrow">
      <div className="card auth-card">
        <h1>{t('reset.title')}</h1>
        <ResetPasswordForm token={params.get('token')} />
      </div>
    </section>
  );
}
