import { useTranslation } from '../i18n/use-translation.js';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/verify-email';
import { EmailConfirmation } from '../features/auth/index.js';
import { pageMeta } from '../i18n/meta.js';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth', { title: 'verify.meta.title', description: 'verify.meta.description' }),
  { name: 'robots', content: 'noindex' },
];

export default function VerifyEmail() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <section className="container page page--narrow">
      <div className="card auth-card">
        <h1>{t('verify.title')}</h1>
        <EmailConfirmation token={params.get('token')} />
      </div>
    </section>
  );
}
