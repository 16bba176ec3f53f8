import {
  ID_CARD_NUMBER_LENGTH,
  ISSUED_BY_MAX,
  MIDDLE_NAME_MAX,
  NAME_MAX,
  PASSPORT_SERIAL_LENGTH,
  REGISTRATION_MAX,
  TAX_NUMBER_LENGTH,
  type DocumentType,
} from '@posylka/domain';
import type { JSX } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Input, type InputMask } from '../../../components/ui/input.js';
import { formatDottedInput, type PassportTextField, type PassportValues } from './passport-values.js';

export const DOTTED_DATE_MASK: InputMask = { pattern: '##.##.####', format: formatDottedInput };

/** The keys of a form's values that hold the passport (forwarding keeps it under `passport`). */
export type PassportKey<T> = {
  [K in keyof T & string]: T[K] extends PassportValues ? K : never;
}[keyof T & string];

interface CommonProps {
  /** A flow's own wording of a field, in place of the shared label. */
  labels?: Partial<Record<PassportTextField, string>>;
}

/**
 * SPEC §3 "Identity document input": passport series/number or ID-card number (by the chosen type),
 * issue date, issued by, last, first and middle name, birth date, registration address, tax number.
 * Rules are the flow's domain schema (SPEC §5 "Identity document"); the inputs only cap what can be
 * typed. The type chooser and the save-to-cabinet choice are the flow's.
 */
export function PassportFields<T extends PassportValues>(
  props: CommonProps & { form: UseFormReturn<T> },
): JSX.Element;
/** The passport kept under one key of a larger form (`at`). */
export function PassportFields<T extends FieldValues>(
  props: CommonProps & { form: UseFormReturn<T>; at: PassportKey<T> },
): JSX.Element;
export function PassportFields({
  form: anyForm,
  at,
  labels = {},
}: CommonProps & { form: unknown; at?: string }): JSX.Element {
  const { t } = useTranslation('identityDocument');
  // The field names are built from `at`, so the form is read by plain string paths.
  const form = anyForm as unknown as UseFormReturn<FieldValues>;
  const name = (field: keyof PassportValues) => (at ? `${at}.${field}` : field);
  const errors = (at ? form.formState.errors[at] : form.formState.errors) as
    FieldErrors<PassportValues> | undefined;
  const documentType = form.watch(name('documentType')) as DocumentType;
  const label = (field: PassportTextField) => labels[field] ?? t(`fields.${field}`);

  return (
    <div className="passport-grid">
      {documentType === 'passport' ? (
        <Input
          label={label('serialNumber')}
          hint={t('fields.serialNumberHint')}
          required
          autoComplete="off"
          maxLength={PASSPORT_SERIAL_LENGTH}
          error={errors?.serialNumber?.message}
          {...form.register(name('serialNumber'))}
        />
      ) : (
        <Input
          label={label('identityCardNumber')}
          hint={t('fields.identityCardNumberHint')}
          required
          autoComplete="off"
          inputMode="numeric"
          maxLength={ID_CARD_NUMBER_LENGTH}
          error={errors?.identityCardNumber?.message}
          {...form.register(name('identityCardNumber'))}
        />
      )}
      <Input
        label={label('date')}
        required
        mask={DOTTED_DATE_MASK}
        inputMode="numeric"
        error={errors?.date?.message}
        {...form.register(name('date'))}
      />
      <Input
        className="passport-grid__wide"
        label={label('issuedBy')}
        hint={documentType === 'card' ? t('fields.issuedByCardHint') : undefined}
        required
        maxLength={ISSUED_BY_MAX}
        error={errors?.issuedBy?.message}
        {...form.register(name('issuedBy'))}
      />
      <Input
        label={label('lastName')}
        required
        autoComplete="family-name"
        maxLength={NAME_MAX}
        error={errors?.lastName?.message}
        {...form.register(name('lastName'))}
      />
      <Input
        label={label('firstName')}
        required
        autoComplete="given-name"
        maxLength={NAME_MAX}
        error={errors?.firstName?.message}
        {...form.register(name('firstName'))}
      />
      <Input
        label={label('middleName')}
        required
        autoComplete="additional-name"
        maxLength={MIDDLE_NAME_MAX}
        error={errors?.middleName?.message}
        {...form.register(name('middleName'))}
      />
      <Input
        label={label('birthDate')}
        required
        mask={DOTTED_DATE_MASK}
        inputMode="numeric"
        autoComplete="bday"
        error={errors?.birthDate?.message}
        {...form.register(name('birthDate'))}
      />
      <Input
        className="passport-grid__wide"
        label={label('registration')}
        required
        autoComplete="street-address"
        maxLength={REGISTRATION_MAX}
        error={errors?.registration?.message}
        {...form.register(name('registration'))}
      />
      <Input
        label={label('taxNumber')}
        required
        inputMode="numeric"
        maxLength={TAX_NUMBER_LENGTH}
        error={errors?.taxNumber?.message}
        {...form.register(name('taxNumber'))}
      />
    </div>
  );
}
