import { loginBodySchema, type LoginBody } from '@posylka/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { domainResolver } from '../../forms/domain-resolver.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { CredentialsFields } from './credentials-fields.js';
import { useSubmitWithViolations } from './use-auth-form.js';

/** Log in, then go to `next` (a same-site path already checked by the route). */
export function LoginForm({ next }: { next: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalizedPath();
  const api = useApi();
  const navigate = useNavigate();
  const form = useForm<LoginBody>({
    resolver: domainResolver(loginBodySchema, locale),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { pending, run } = useSubmitWithViolations(form.setError, ['email', 'password']);

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      await api.auth.login(values);
      // Bad credentials answer 401: the client shows the server's text as an error toast.
      await navigate(next, { replace: true });
    }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="form__lead">{t('login.lead')}</p>
      <CredentialsFields form={form} passwordAutoComplete="current-password" />
      <Button type="submit" block size="lg" loading={pending}>
        {t('login.submit')}
      </Button>
      <p className="form__switch">
        {t('login.noAccount')} <Link to={to('/register')}>{t('login.toRegister')}</Link>
      </p>
    </form>
  );
}
