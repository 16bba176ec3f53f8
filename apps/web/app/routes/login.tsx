import { useTranslation } from '../i18n/use-translation.js';
import { useSearchParams } from 'react-router';
import type { Route } from './+types/login';
import { LoginForm } from '../features/auth/index.js';
import { safeNextPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';
import { useLocalizedPath } from '../i18n/use-locale.js';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'auth', { title: 'login.meta.title', description: 'login.meta.description' });

export default function Login() {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), to('/orders'));
  return (
    <section className="container page page--narrow">
      <div className="card auth-card">
        <h1>{t('login.title')}</h1>
        <LoginForm next={next} />
      </div>
    </section>
  );
}
