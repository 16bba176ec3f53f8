import { changePasswordBodySchema, type ChangePasswordBody } from '@posylka/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { Input } from '../../components/ui/input.js';
import { useApi } from '../../api/api-provider.js';
import { domainResolver } from '../../forms/domain-resolver.js';
import { useLocale } from '../../i18n/use-locale.js';
import { useSubmitWithViolations } from '../auth/index.js';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The current password, then a new one with the registration rules; other sessions end. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const api = useApi();
  const [show, setShow] = useState(false);
  const [saved, setSaved] = useState(false);
  const form = useForm<ChangePasswordBody>({
    resolver: domainResolver(changePasswordBodySchema, locale),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { pending, run } = useSubmitWithViolations(form.setError, FIELDS);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setSaved(false);
      await api.account.changePassword(values);
      form.reset();
      setSaved(true);
    }),
  );

  return (
    <form
      method="post"
      className="card security-card"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="security-password-title"
    >
      <h2 id="security-password-title">{t('security.password.title')}</h2>
      <p className="form__lead">{t('security.password.lead')}</p>
      <Input
        label={t('security.currentPassword')}
        type={show ? 'text' : 'password'}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Input
        label={t('security.password.newPassword')}
        type={show ? 'text' : 'password'}
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint')}
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Checkbox label={t('fields.showPassword')} checked={show} onChange={(e) => setShow(e.target.checked)} />
      {errors.root?.server && (
        <p className="notice notice--error" role="alert">
          {errors.root.server.message}
        </p>
      )}
      {saved && (
        <p className="notice notice--success" role="status">
          {t('security.password.saved')}
        </p>
      )}
      <Button type="submit" loading={pending}>
        {t('security.password.submit')}
      </Button>
    </form>
  );
}
