import type { IdentityDocumentData } from '@posylka/contract';
import { identityFormFromDigitalId, type DigitalIdData, type DocumentType } from '@posylka/domain';

/** The documents page's form: SPEC §3 "Identity document input" plus the required consent (§2). */
export interface PassportFormValues {
  documentType: DocumentType;
  serialNumber: string;
  identityCardNumber: string;
  issuedBy: string;
  date: string;
  lastName: string;
  firstName: string;
  middleName: string;
  birthDate: string;
  registration: string;
  taxNumber: string;
  saveToCabinet: boolean;
  consent: boolean;
}

export type PassportField = keyof PassportFormValues;

export const PASSPORT_FORM_FIELDS = [
  'documentType',
  'serialNumber',
  'identityCardNumber',
  'issuedBy',
  'date',
  'lastName',
  'firstName',
  'middleName',
  'birthDate',
  'registration',
  'taxNumber',
  'saveToCabinet',
  'consent',
] as const satisfies readonly PassportField[];

/** SPEC §4 "switching the document type clears number, issue date and issued-by fields". */
export const FIELDS_CLEARED_ON_TYPE_SWITCH = [
  'serialNumber',
  'identityCardNumber',
  'date',
  'issuedBy',
] as const satisfies readonly PassportField[];

export function blankPassportForm(): PassportFormValues {
  return {
    documentType: 'passport',
    serialNumber: '',
    identityCardNumber: '',
    issuedBy: '',
    date: '',
    lastName: '',
    firstName: '',
    middleName: '',
    birthDate: '',
    registration: '',
    taxNumber: '',
    // Keeping the document in the cabinet is the customer's choice, as everywhere else.
    saveToCabinet: false,
    consent: false,
  };
}

/** SPEC §4 "An active saved passport prefills the form"; consent is never implied. */
export function formFromActiveDocument(doc: IdentityDocumentData): PassportFormValues {
  return {
    documentType: doc.documentType,
    serialNumber: doc.serialNumber,
    identityCardNumber: doc.identityCardNumber,
    issuedBy: doc.issuedBy,
    date: doc.date,
    lastName: doc.lastName,
    firstName: doc.firstName,
    middleName: doc.middleName,
    birthDate: doc.birthDate,
    registration: doc.registration,
    taxNumber: doc.taxNumber,
    // It came from the cabinet, so it stays there unless the customer unticks it.
    saveToCabinet: true,
    consent: false,
  };
}

/**
 * SPEC §4 "Digital-ID data arriving by push or pre-loaded replaces the form and selects ID card when
 * a card number is present": the domain's mapping decides the type and the dates.
 */
export function formFromDigitalId(data: DigitalIdData): PassportFormValues {
  const mapped = identityFormFromDigitalId(data);
  return {
    ...blankPassportForm(),
    ...mapped,
    serialNumber: mapped.serialNumber ?? '',
    identityCardNumber: mapped.identityCardNumber ?? '',
    saveToCabinet: mapped.saveToCabinet ?? false,
    consent: false,
  };
}

/**
 * Which field a server error belongs to. SPEC §7 "Passport save returns per-field errors under
 * response.data.errors": the property may be bare (`serialNumber`) or under `passport.`; anything
 * else is shown above the form (null).
 */
export function passportErrorField(property: string): PassportField | null {
  const bare = property.replace(/^(passport|data)\./, '');
  if (bare === 'agreement') return 'consent';
  return (PASSPORT_FORM_FIELDS as readonly string[]).includes(bare) ? (bare as PassportField) : null;
}

/**
 * The server's field errors, read from both shapes it may use: the API-wide 422 `violations`
 * ({property, message}[]) and an `errors` map (field → message or messages).
 */
export function serverFieldErrors(
  violations: readonly { property: string; message: string }[],
  body: unknown,
): { property: string; message: string }[] {
  const out = [...violations];
  const errors = (body as { errors?: unknown } | null | undefined)?.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    for (const [property, value] of Object.entries(errors as Record<string, unknown>)) {
      const message = Array.isArray(value) ? value.filter((v) => typeof v === 'string').join(' ') : value;
      if (typeof message === 'string' && message && !out.some((v) => v.property === property))
        out.push({ property, message });
    }
  }
  return out;
}
