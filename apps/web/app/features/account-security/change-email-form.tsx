import { changeEmailBodySchema, type ChangeEmailBody, type PendingEmailChange } from '@posylka/contract';
import { KYIV_TIME_ZONE, LOCALE_TAGS } from '@posylka/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { domainResolver } from '../../forms/domain-resolver.js';
import { useLocale } from '../../i18n/use-locale.js';
import { useSubmitWithViolations } from '../auth/index.js';

const FIELDS = ['newEmail', 'currentPassword'] as const;

/**
 * A new address and the current password; the address changes only when the link sent to it is
 * opened, so the pending change is shown until then ("we sent a link to …").
 */
export function ChangeEmailForm({
  email,
  pending: initialPending,
}: {
  email: string;
  pending: PendingEmailChange | null;
}) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const api = useApi();
  const [waiting, setWaiting] = useState(initialPending);
  const form = useForm<ChangeEmailBody>({
    resolver: domainResolver(changeEmailBodySchema, locale),
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { pending, run } = useSubmitWithViolations(form.setError, FIELDS);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      const answer = await api.account.changeEmail(values);
      form.reset();
      setWaiting(answer.pending);
    }),
  );

  const until = (iso: string) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: KYIV_TIME_ZONE,
    }).format(new Date(iso));

  return (
    <form
      method="post"
      className="card security-card"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="security-email-title"
    >
      <h2 id="security-email-title">{t('security.email.title')}</h2>
      <p className="security-card__current">{t('security.email.current', { email })}</p>
      <p className="form__lead">{t('security.email.lead')}</p>
      {waiting && (
        <p className="notice security-card__pending" role="status">
          {t('security.email.pending', { email: waiting.email, until: until(waiting.expiresAt) })}
        </p>
      )}
      <Input
        label={t('security.email.newEmail')}
        type="email"
        autoComplete="email"
        required
        error={errors.newEmail?.message}
        {...form.register('newEmail')}
      />
      <Input
        label={t('security.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      {errors.root?.server && (
        <p className="notice notice--error" role="alert">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" loading={pending}>
        {t('security.email.submit')}
      </Button>
    </form>
  );
}
