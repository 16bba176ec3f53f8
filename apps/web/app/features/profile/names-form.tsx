import { isApiError, type MeResponse } from '@posylka/contract';
import {
  PROFILE_NAME_FIELDS,
  profileNamesSchema,
  recipientName,
  type ProfileNameField,
  type ProfileNamesForm,
} from '@posylka/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import type { z } from 'zod';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { Button } from '../../components/ui/button.js';
import { Input } from '../../components/ui/input.js';
import { domainResolver } from '../../forms/domain-resolver.js';
import { applyServerViolations } from '../../forms/server-errors.js';
import { useLocale } from '../../i18n/use-locale.js';

// The server's own rule (PATCH /personal/me), so the form and the 422 say the same words.
const formSchema = profileNamesSchema as unknown as z.ZodType<ProfileNamesForm>;

export function namesFromMe(me: MeResponse): ProfileNamesForm {
  return {
    firstName: me.firstName ?? '',
    lastName: me.lastName ?? '',
    firstNameCyr: me.firstNameCyr ?? '',
    lastNameCyr: me.lastNameCyr ?? '',
    middleNameCyr: me.middleNameCyr ?? '',
  };
}

const AUTOCOMPLETE: Partial<Record<ProfileNameField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
};

export interface NamesFormProps {
  me: MeResponse;
  /** Called with the saved profile, e.g. to refresh what other pages read. */
  onSaved: (me: MeResponse) => void;
}

/**
 * Issue 13 item 10: the Latin name for labels abroad and the Cyrillic names for documents, in one
 * form checked as the customer types. The preview shows the line our warehouse address will carry.
 */
export function NamesForm({ me, onSaved }: NamesFormProps) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const api = useApi();
  const toasts = useToasts();
  const latinId = useId();
  const cyrillicId = useId();
  const form = useForm<ProfileNamesForm>({
    resolver: domainResolver(formSchema, locale),
    mode: 'onChange',
    defaultValues: namesFromMe(me),
  });
  const { errors, isSubmitting } = form.formState;
  const [firstName, lastName, firstNameCyr, lastNameCyr] = form.watch([
    'firstName',
    'lastName',
    'firstNameCyr',
    'lastNameCyr',
  ]);
  const label = recipientName({
    firstNameLat: errors.firstName ? null : firstName,
    lastNameLat: errors.lastName ? null : lastName,
    firstNameCyr: errors.firstNameCyr ? null : firstNameCyr,
    lastNameCyr: errors.lastNameCyr ? null : lastNameCyr,
    email: me.email,
  });

  const onSubmit = form.handleSubmit(async () => {
    try {
      const saved = await api.personal.updateMe(form.getValues());
      form.reset(namesFromMe(saved));
      toasts.show({ kind: 'success', text: t('names.saved') });
      onSaved(saved);
    } catch (error) {
      // 422: per field; anything else already raised the error toast in the API client (SPEC §8).
      if (isApiError(error)) applyServerViolations(error, form.setError, PROFILE_NAME_FIELDS);
      else throw error;
    }
  });

  const field = (name: ProfileNameField) => (
    <Input
      {...form.register(name)}
      label={t(`names.${name}`)}
      error={errors[name]?.message}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
      spellCheck={false}
      className="profile-names__field"
    />
  );

  return (
    <form className="card profile-names" onSubmit={onSubmit} noValidate aria-labelledby="profile-names-title">
      <h2 id="profile-names-title">{t('names.title')}</h2>
      <fieldset className="profile-names__group" aria-describedby={`${latinId}-hint`}>
        <legend>{t('names.latin')}</legend>
        <p className="profile-names__hint" id={`${latinId}-hint`}>
          {t('names.latinHint')}
        </p>
        <div className="profile-names__row">
          {field('firstName')}
          {field('lastName')}
        </div>
        <p className="profile-names__label" aria-live="polite">
          {label.fromEmail
            ? t('names.labelFromEmail', { name: label.name })
            : t('names.label', { name: label.name, code: me.customerCode })}
        </p>
      </fieldset>
      <fieldset className="profile-names__group" aria-describedby={`${cyrillicId}-hint`}>
        <legend>{t('names.cyrillic')}</legend>
        <p className="profile-names__hint" id={`${cyrillicId}-hint`}>
          {t('names.cyrillicHint')}
        </p>
        <div className="profile-names__row profile-names__row--three">
          {field('lastNameCyr')}
          {field('firstNameCyr')}
          {field('middleNameCyr')}
        </div>
      </fieldset>
      {errors.root?.server && (
        <p className="notice notice--error" role="alert">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" loading={isSubmitting} className="profile-names__save">
        {t('names.save')}
      </Button>
    </form>
  );
}
