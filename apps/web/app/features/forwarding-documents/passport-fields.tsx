import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox.js';
import { Input, type InputMask } from '../../components/ui/input.js';
import { formatDottedInput, type DocumentsFormValues } from './passport-values.js';

const DATE_MASK: InputMask = { pattern: '##.##.####', format: formatDottedInput };

/**
 * SPEC §3 "Identity document input": passport (serialNumber) or ID card (identityCardNumber), issued
 * by, issue date, names, birth date, registration, tax number, save to cabinet. Values live in the
 * step's form, so uploads elsewhere on the step never reset what is typed here.
 */
export function PassportFields({ form }: { form: UseFormReturn<DocumentsFormValues> }) {
  const { t } = useTranslation('forwardingDocuments');
  const errors = form.formState.errors.passport;
  const documentType = form.watch('passport.documentType');

  const switchType = (next: 'passport' | 'card') => {
    if (next === documentType) return;
    form.setValue('passport.documentType', next);
    // "Switching the document type clears number": the other document's number never travels on.
    form.setValue(next === 'passport' ? 'passport.identityCardNumber' : 'passport.serialNumber', '');
    form.clearErrors(['passport.serialNumber', 'passport.identityCardNumber']);
  };

  return (
    <div className="passport-fields">
      <fieldset className="passport-fields__type">
        <legend className="field__label">{t('passport.documentType')}</legend>
        <div className="segmented">
          {(['passport', 'card'] as const).map((type) => (
            <label key={type} className="segmented__option">
              <input
                type="radio"
                name="documentType"
                value={type}
                checked={documentType === type}
                onChange={() => switchType(type)}
              />
              <span>{t(`passport.types.${type}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="passport-fields__grid">
        {documentType === 'passport' ? (
          <Input
            label={t('passport.serialNumber')}
            hint={t('passport.serialNumberHint')}
            required
            autoComplete="off"
            maxLength={8}
            error={errors?.serialNumber?.message}
            {...form.register('passport.serialNumber')}
          />
        ) : (
          <Input
            label={t('passport.identityCardNumber')}
            hint={t('passport.identityCardNumberHint')}
            required
            autoComplete="off"
            inputMode="numeric"
            maxLength={9}
            error={errors?.identityCardNumber?.message}
            {...form.register('passport.identityCardNumber')}
          />
        )}
        <Input
          label={t('passport.date')}
          required
          mask={DATE_MASK}
          inputMode="numeric"
          error={errors?.date?.message}
          {...form.register('passport.date')}
        />
        <Input
          className="passport-fields__wide"
          label={t('passport.issuedBy')}
          hint={documentType === 'card' ? t('passport.issuedByCardHint') : undefined}
          required
          error={errors?.issuedBy?.message}
          {...form.register('passport.issuedBy')}
        />
        <Input
          label={t('passport.lastName')}
          required
          autoComplete="family-name"
          error={errors?.lastName?.message}
          {...form.register('passport.lastName')}
        />
        <Input
          label={t('passport.firstName')}
          required
          autoComplete="given-name"
          error={errors?.firstName?.message}
          {...form.register('passport.firstName')}
        />
        <Input
          label={t('passport.middleName')}
          required
          autoComplete="additional-name"
          error={errors?.middleName?.message}
          {...form.register('passport.middleName')}
        />
        <Input
          label={t('passport.birthDate')}
          required
          mask={DATE_MASK}
          inputMode="numeric"
          autoComplete="bday"
          error={errors?.birthDate?.message}
          {...form.register('passport.birthDate')}
        />
        <Input
          className="passport-fields__wide"
          label={t('passport.registration')}
          required
          autoComplete="street-address"
          error={errors?.registration?.message}
          {...form.register('passport.registration')}
        />
        <Input
          label={t('passport.taxNumber')}
          required
          inputMode="numeric"
          maxLength={10}
          error={errors?.taxNumber?.message}
          {...form.register('passport.taxNumber')}
        />
      </div>
      <Checkbox label={t('passport.saveToCabinet')} {...form.register('passport.saveToCabinet')} />
    </div>
  );
}
