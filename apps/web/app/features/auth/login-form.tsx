import { loginBodySchema, type LoginBody } from '@posylka/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { Input } from '../../components/ui/input.js';
import { domainResolver } from '../../forms/domain-resolver.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { useSubmitWithViolations } from './use-auth-form.js';

/** Log in, then go to `next` (a same-site path already checked by the route). */
export function LoginForm({ next }: { next: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalizedPath();
  const api = useApi();
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<LoginBody>({
    resolver: domainResolver(loginBodySchema, locale),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
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
      <Input
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Input
        label={t('fields.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Checkbox
        label={t('fields.showPassword')}
        checked={showPassword}
        onChange={(e) => setShowPassword(e.target.checked)}
      />
      {errors.root?.server && (
        <p className="notice notice--error" role="alert">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" block size="lg" loading={pending}>
        {t('login.submit')}
      </Button>
      <p className="form__switch">
        {t('login.noAccount')} <Link to={to('/register')}>{t('login.toRegister')}</Link>
      </p>
    </form>
  );
}
