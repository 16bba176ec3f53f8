import { resetPasswordBodySchema, type ResetPasswordBody } from '@posylka/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { Input } from '../../components/ui/input.js';
import { domainResolver } from '../../forms/domain-resolver.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { useSubmitWithViolations } from './use-auth-form.js';

/**
 * The page of the reset link: a new password with the registration rules checked as one types, then
 * the way to sign in (the reset ended every session). A spent or expired link says so and offers a
 * new e-mail. The token is posted only on submit, so link scanners cannot spend it.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalizedPath();
  const api = useApi();
  const [done, setDone] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const form = useForm<ResetPasswordBody>({
    resolver: domainResolver(resetPasswordBodySchema, locale),
    mode: 'onTouched',
    defaultValues: { token: token ?? '', password: '' },
  });
  const { pending, run } = useSubmitWithViolations(form.setError, ['password', 'token']);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      await api.account.resetPassword(values);
      setDone(true);
    }),
  );

  const requestNew = (
    <Link to={to('/forgot-password')} className={buttonClass('secondary')}>
      {t('reset.requestNew')}
    </Link>
  );

  if (!token) {
    return (
      <div className="status-block" role="alert">
        <p className="notice notice--error">{t('reset.missingToken')}</p>
        {requestNew}
      </div>
    );
  }
  if (done) {
    return (
      <div className="status-block" role="status">
        <p className="notice notice--success">{t('reset.success')}</p>
        <Link to={to('/login')} className={buttonClass('primary')}>
          {t('reset.toLogin')}
        </Link>
      </div>
    );
  }

  return (
    <form method="post" className="form" onSubmit={onSubmit} noValidate aria-describedby="reset-lead">
      <p id="reset-lead" className="form__lead">
        {t('reset.lead')}
      </p>
      {(errors.token ?? errors.root?.server) && (
        <div className="status-block" role="alert">
          <p className="notice notice--error">{errors.token?.message ?? errors.root?.server?.message}</p>
          {errors.token && requestNew}
        </div>
      )}
      <Input
        label={t('reset.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Checkbox
        label={t('fields.showPassword')}
        checked={showPassword}
        onChange={(e) => setShowPassword(e.target.checked)}
      />
      <Button type="submit" block size="lg" loading={pending}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
