import { isApiError, loginBodySchema, type LoginBody } from '@posylka/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
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
  const toasts = useToasts();
  const form = useForm<LoginBody>({
    resolver: domainResolver(loginBodySchema, locale),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { pending, run } = useSubmitWithViolations(form.setError, ['email', 'password']);

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      try {
        // Wrong credentials (401) and the sign-in lock (429) are shown in the form, not as a toast.
        await api.auth.login(values, { noErrorToast: true });
      } catch (error) {
        if (!isApiError(error) || error.status === 422) throw error;
        form.setError('root.server', { type: 'server', message: error.errorDescription });
        // Back to the password, the field to retype; the alert is announced on its own.
        if (error.status === 401) form.setFocus('password');
        return;
      }
      // Signed in: what went wrong before (e.g. "log in first") no longer applies (issue 18).
      toasts.clear();
      await navigate(next, { replace: true });
    }),
  );

  return (
    <form method="post" className="form" onSubmit={onSubmit} noValidate>
      <p className="form__lead">{t('login.lead')}</p>
      <CredentialsFields form={form} passwordAutoComplete="current-password" />
      <p className="form__forgot">
        <Link to={to('/forgot-password')}>{t('login.forgot')}</Link>
      </p>
      <Button type="submit" block size="lg" loading={pending}>
        {t('login.submit')}
      </Button>
      <p className="form__switch">
        {t('login.noAccount')} <Link to={to('/register')}>{t('login.toRegister')}</Link>
      </p>
    </form>
  );
}
