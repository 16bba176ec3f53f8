import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input.js';
import { DOTTED_DATE_MASK } from './dotted-date-input.js';
import type { PassportFormValues } from './passport-values.js';

/**
 * SPEC §2 documents page fields: passport series/number or ID-card number, issued by, issue date, last,
 * first and middle name, birth date, registration address, tax number. Rules are the domain's
 * identityDocumentSchema (SPEC §5 "Identity document"); the inputs only cap what can be typed.
 */
export function PassportFields({ form }: { form: UseFormReturn<PassportFormValues> }) {
  const { t } = useTranslation('buyoutPassport');
  const errors = form.formState.errors;
  const documentType = form.watch('documentType');
  return (
    <div className="bo-passport-fields">
      {documentType === 'passport' ? (
        <Input
          label={t('fields.serialNumber')}
          hint={t('fields.serialNumberHint')}
          required
          autoComplete="off"
          maxLength={8}
          error={errors.serialNumber?.message}
          {...form.register('serialNumber')}
        />
      ) : (
        <Input
          label={t('fields.identityCardNumber')}
          hint={t('fields.identityCardNumberHint')}
          required
          autoComplete="off"
          inputMode="numeric"
          maxLength={9}
          error={errors.identityCardNumber?.message}
          {...form.register('identityCardNumber')}
        />
      )}
      <Input
        label={t('fields.date')}
        required
        mask={DOTTED_DATE_MASK}
        inputMode="numeric"
        error={errors.date?.message}
        {...form.register('date')}
      />
      <Input
        className="bo-passport-fields__wide"
        label={t('fields.issuedBy')}
        hint={documentType === 'card' ? t('fields.issuedByCardHint') : undefined}
        required
        maxLength={250}
        error={errors.issuedBy?.message}
        {...form.register('issuedBy')}
      />
      <Input
        label={t('fields.lastName')}
        required
        autoComplete="family-name"
        maxLength={60}
        error={errors.lastName?.message}
        {...form.register('lastName')}
      />
      <Input
        label={t('fields.firstName')}
        required
        autoComplete="given-name"
        maxLength={60}
        error={errors.firstName?.message}
        {...form.register('firstName')}
      />
      <Input
        label={t('fields.middleName')}
        required
        autoComplete="additional-name"
        maxLength={250}
        error={errors.middleName?.message}
        {...form.register('middleName')}
      />
      <Input
        label={t('fields.birthDate')}
        required
        mask={DOTTED_DATE_MASK}
        inputMode="numeric"
        autoComplete="bday"
        error={errors.birthDate?.message}
        {...form.register('birthDate')}
      />
      <Input
        className="bo-passport-fields__wide"
        label={t('fields.registration')}
        required
        autoComplete="street-address"
        maxLength={250}
        error={errors.registration?.message}
        {...form.register('registration')}
      />
      <Input
        label={t('fields.taxNumber')}
        required
        inputMode="numeric"
        maxLength={10}
        error={errors.taxNumber?.message}
        {...form.register('taxNumber')}
      />
    </div>
  );
}
