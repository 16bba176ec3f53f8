import type { IdentityDocumentData } from './order-types.js';

/** Form values of the passport block (SPEC §3 "Identity document input") plus the step's agreement. */
export interface PassportValues {
  documentType: 'passport' | 'card';
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
}

export interface DocumentsFormValues {
  passport: PassportValues;
  agreement: boolean;
}

export const PASSPORT_FIELDS = [
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
] as const satisfies readonly (keyof PassportValues)[];

export function blankPassport(): PassportValues {
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
    // Keeping the document in the cabinet is the customer's choice (the domain's default too).
    saveToCabinet: false,
  };
}

/** The active document of the cabinet (GET /personal/passports/active) as form values. */
export function passportFromDocument(doc: IdentityDocumentData): PassportValues {
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
    saveToCabinet: true,
  };
}

/** DD.MM.YYYY typed with digits only: the dots are put in as the user types. */
export function formatDottedInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}

/**
 * Where a passport-save violation belongs in the form: the server may name the field bare
 * (`serialNumber`) or under `passport.`; `agreement` and the document's `consent` are the step's
 * agreement checkbox. Anything else is null (shown above the form).
 */
export function violationField(property: string): `passport.${keyof PassportValues}` | 'agreement' | null {
  const bare = property.replace(/^passport\./, '');
  if (bare === 'agreement' || bare === 'consent') return 'agreement';
  return (PASSPORT_FIELDS as readonly string[]).includes(bare)
    ? (`passport.${bare}` as `passport.${keyof PassportValues}`)
    : null;
}
