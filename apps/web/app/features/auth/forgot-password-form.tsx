import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@posylka/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { domainResolver } from '../../forms/domain-resolver.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { useSubmitWithViolations } from './use-auth-form.js';

/**
 * "Forgot password?": the address, then the same calm answer whatever it was (the server does not
 * say whether an account exists, so neither does the page).
 */
export function ForgotPasswordForm({ devTools }: { devTools: boolean }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalizedPath();
  const api = useApi();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordBody>({
    resolver: domainResolver(forgotPasswordBodySchema, locale),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { pending, run } = useSubmitWithViolations(form.setError, ['email']);

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      await api.account.forgotPassword(values);
      setSentTo(values.email);
    }),
  );

  if (sentTo) {
    return (
      <div className="check-email" role="status">
        <div className="check-email__icon" aria-hidden="true">
          ✉
        </div>
        <h2>{t('forgot.sentTitle')}</h2>
        <p>{t('forgot.sent', { email: sentTo })}</p>
        <p className="form__hint">{t('forgot.spam')}</p>
        <div className="check-email__actions">
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            {t('forgot.again')}
          </Button>
          <Link to={to('/login')} className={buttonClass('ghost')}>
            {t('forgot.toLogin')}
          </Link>
        </div>
        {devTools && (
          <p className="form__hint">
            {t('register.checkEmail.devOutbox')} <a href="/dev/outbox">/dev/outbox</a>
          </p>
        )}
      </div>
    );
  }

  return (
    <form method="post" className="form" onSubmit={onSubmit} noValidate aria-describedby="forgot-lead">
      <p id="forgot-lead" className="form__lead">
        {t('forgot.lead')}
      </p>
      <Input
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {form.formState.errors.root?.server && (
        <p className="notice notice--error" role="alert">
          {form.formState.errors.root.server.message}
        </p>
      )}
      <Button type="submit" block size="lg" loading={pending}>
        {t('forgot.submit')}
      </Button>
      <p className="form__switch">
        <Link to={to('/login')}>{t('forgot.toLogin')}</Link>
      </p>
    </form>
  );
}
