import { useTranslation } from '../i18n/use-translation.js';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/confirm-email-change';
import { EmailChangeConfirmation } from '../features/auth/index.js';
import { pageMeta } from '../i18n/meta.js';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth', {
    title: 'emailChange.meta.title',
    description: 'emailChange.meta.description',
  }),
  { name: 'robots', content: 'noindex' },
];

export default function ConfirmEmailChange() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <section className="container page page--narrow">
      <div className="card auth-card">
        <h1>{t('emailChange.title')}</h1>
        <EmailChangeConfirmation token={params.get('token')} />
      </div>
    </section>
  );
}
