import { DOCUMENT_TYPES, type DocumentType } from '@posylka/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { PassportFields } from '../order-core/index.js';
import type { DocumentsFormValues } from './passport-values.js';

/**
 * The step's passport block (SPEC §3 "Identity document input"): the document type, the order core's
 * identity-document fields and "save to cabinet". Values live in the step's form, so uploads elsewhere
 * on the step never reset what is typed here.
 */
export function PassportBlock({ form }: { form: UseFormReturn<DocumentsFormValues> }) {
  const { t } = useTranslation('forwardingDocuments');
  const documentType = form.watch('passport.documentType');

  const switchType = (next: DocumentType) => {
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
          {DOCUMENT_TYPES.map((type) => (
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
      <PassportFields form={form} at="passport" labels={{ serialNumber: t('passport.serialNumber') }} />
      <Checkbox label={t('passport.saveToCabinet')} {...form.register('passport.saveToCabinet')} />
    </div>
  );
}
