import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { Input } from '../../components/ui/input.js';

export interface Credentials {
  email: string;
  password: string;
}

/** E-mail, password with a show toggle, and the form-level server error: shared by login and sign-up. */
export function CredentialsFields({
  form,
  passwordAutoComplete,
  passwordHint,
}: {
  form: UseFormReturn<Credentials>;
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
}) {
  const { t } = useTranslation('auth');
  const [showPassword, setShowPassword] = useState(false);
  const { errors } = form.formState;
  return (
    <>
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
        autoComplete={passwordAutoComplete}
        required
        hint={passwordHint}
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
    </>
  );
}
