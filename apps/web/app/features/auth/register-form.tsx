import { registerBodySchema, type RegisterBody } from '@posylka/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useRevalidator } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { domainResolver } from '../../forms/domain-resolver.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { CheckEmail } from './check-email.js';
import { CredentialsFields } from './credentials-fields.js';
import { useSubmitWithViolations } from './use-auth-form.js';

/** The e-mail step of registration, then the "check your e-mail" state. */
export function RegisterForm({ devTools }: { devTools: boolean }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const to = useLocalizedPath();
  const api = useApi();
  const revalidator = useRevalidator();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<RegisterBody>({
    resolver: domainResolver(registerBodySchema, locale),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { pending, run } = useSubmitWithViolations(form.setError, ['email', 'password']);

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      await api.auth.register(values);
      setSentTo(values.email);
      // The session cookie is set now: refresh the header's login state.
      void revalidator.revalidate();
    }),
  );

  if (sentTo) return <CheckEmail email={sentTo} devTools={devTools} />;

  return (
    <form method="post" className="form" onSubmit={onSubmit} noValidate aria-describedby="register-lead">
      <p id="register-lead" className="form__lead">
        {t('register.lead')}
      </p>
      <CredentialsFields
        form={form}
        passwordAutoComplete="new-password"
        passwordHint={t('fields.passwordHint')}
      />
      <Button type="submit" block size="lg" loading={pending}>
        {t('register.submit')}
      </Button>
      <p className="form__switch">
        {t('register.haveAccount')} <Link to={to('/login')}>{t('register.toLogin')}</Link>
      </p>
    </form>
  );
}
