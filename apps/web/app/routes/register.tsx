import { useTranslation } from '../i18n/use-translation.js';
import type { Route } from './+types/register';
import { RegisterForm } from '../features/auth/index.js';
import { pageMeta } from '../i18n/meta.js';
import { useRootData } from '../root-data.js';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'auth', { title: 'register.meta.title', description: 'register.meta.description' });

export default function Register() {
  const { t } = useTranslation('auth');
  const devTools = useRootData()?.devTools ?? false;
  return (
    <section className="container page page--narrow">
      <div className="card auth-card">
        <h1>{t('register.title')}</h1>
        <RegisterForm devTools={devTools} />
      </div>
    </section>
  );
}
