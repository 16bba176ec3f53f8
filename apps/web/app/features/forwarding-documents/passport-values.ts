import { passportErrorField, type PassportField, type PassportValues } from '../order-core/index.js';

/** The step's form: the identity document (order core) under `passport`, and the step's agreement. */
export interface DocumentsFormValues {
  passport: PassportValues;
  agreement: boolean;
}

/**
 * Where a passport-save error belongs in the step's form: the passport's fields sit under `passport.`,
 * and the document's consent is the step's agreement checkbox. Anything else is null (shown above the
 * form).
 */
export function violationField(property: string): `passport.${PassportField}` | 'agreement' | null {
  const field = passportErrorField(property);
  if (field === 'consent') return 'agreement';
  return field && `passport.${field}`;
}
