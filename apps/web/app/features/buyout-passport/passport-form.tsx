import type { DigitalIdData } from '@posylka/contract';
import { isApiError } from '@posylka/contract';
import {
  DOCUMENT_TYPE_CODES,
  DOCUMENT_TYPES,
  identityDocumentSchema,
  type DocumentType,
} from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import {
  PASSPORT_FIELDS,
  PassportFields,
  passportErrorField,
  serverFieldErrors,
  usePassportForm,
} from '../order-core/index.js';
import { DiiaBlock } from './diia-block.js';
import { saveBuyoutPassport } from './passport-api.js';
import {
  FIELDS_CLEARED_ON_TYPE_SWITCH,
  formFromDigitalId,
  type PassportFormValues,
} from './passport-values.js';
import { useDigitalId } from './use-digital-id.js';

export interface PassportFormProps {
  orderId: string;
  initial: PassportFormValues;
  /** The signed-in customer's id: the realtime channel docs#{uid}. */
  uid: string | null;
  /** The page was opened by the Diia app's return link. */
  returningFromDiia: boolean;
  onSaved: () => void;
}

/**
 * SPEC §2 "Buy-out documents page": document type (passport = 1, ID card = 2), the fields, a required
 * consent; "Save is enabled only when consent is given and all required fields are valid and
 * non-empty". Server field errors (422) mark their fields.
 */
export function PassportForm({ orderId, initial, uid, returningFromDiia, onSaved }: PassportFormProps) {
  const { t } = useTranslation('buyoutPassport');
  const api = useApi();
  const [rootError, setRootError] = useState<string | null>(null);

  const form = usePassportForm<PassportFormValues>(identityDocumentSchema, initial);
  const documentType = form.watch('documentType');
  const { isValid, isSubmitting } = form.formState;

  const replaceWithDigitalId = (data: DigitalIdData) => {
    // "replaces the form": the consent is asked again for data the customer has not yet looked at.
    form.reset(formFromDigitalId(data), { keepDefaultValues: true });
    // The shared data is shown with its problems right away, not after each field is touched; the
    // consent is the customer's next step, not an error yet.
    void form.trigger([...PASSPORT_FIELDS]);
  };

  const diia = useDigitalId({
    uid,
    wantLink: documentType === 'card',
    returning: returningFromDiia,
    returnUrl: () => {
      const url = new URL(window.location.href);
      url.searchParams.set('diia', 'return');
      return url.toString();
    },
    onData: replaceWithDigitalId,
  });

  const switchType = (next: DocumentType) => {
    if (next === documentType) return;
    form.setValue('documentType', next);
    // SPEC §4 "switching the document type clears number, issue date and issued-by fields and their errors".
    for (const field of FIELDS_CLEARED_ON_TYPE_SWITCH) form.setValue(field, '', { shouldValidate: false });
    form.clearErrors([...FIELDS_CLEARED_ON_TYPE_SWITCH]);
    // Re-runs the schema for the whole form (errors shown for this field only), so the save button
    // follows the new type's rules at once.
    void form.trigger('documentType');
  };

  const submit = form.handleSubmit(async (values) => {
    setRootError(null);
    try {
      await saveBuyoutPassport(api, orderId, values);
      onSaved();
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) return;
      const other: string[] = [];
      let first: keyof PassportFormValues | null = null;
      for (const { property, message } of serverFieldErrors(error.violations, error.body)) {
        const field = passportErrorField(property);
        if (!field) other.push(message);
        else {
          form.setError(field, { type: 'server', message });
          first ??= field;
        }
      }
      if (other.length > 0 || !first) setRootError(other.join(' ') || error.errorDescription);
      if (first) form.setFocus(first);
    }
  });

  return (
    <form
      method="post"
      className="bo-passport-form"
      onSubmit={submit}
      noValidate
      aria-busy={isSubmitting || undefined}
    >
      <div className="field bo-passport-form__type">
        <label className="field__label" htmlFor="bo-passport-type">
          {t('type.label')}
        </label>
        <select
          id="bo-passport-type"
          className="field__control"
          value={DOCUMENT_TYPE_CODES[documentType]}
          onChange={(event) => {
            const code = Number(event.target.value);
            const next = DOCUMENT_TYPES.find((type) => DOCUMENT_TYPE_CODES[type] === code);
            if (next) switchType(next);
          }}
        >
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={DOCUMENT_TYPE_CODES[type]}>
              {t(`type.${type}`)}
            </option>
          ))}
        </select>
      </div>

      {documentType === 'card' && (
        <DiiaBlock request={diia.request} received={diia.received} onRetry={diia.retry} />
      )}

      <PassportFields form={form} />

      <Checkbox label={t('saveToCabinet')} {...form.register('saveToCabinet')} />
      <Checkbox
        label={t('consent')}
        error={form.formState.errors.consent?.message}
        {...form.register('consent')}
      />

      {rootError && (
        <p className="field__error" role="alert">
          {rootError}
        </p>
      )}

      <Button type="submit" size="lg" disabled={!isValid} loading={isSubmitting}>
        {t('save')}
      </Button>
    </form>
  );
}
