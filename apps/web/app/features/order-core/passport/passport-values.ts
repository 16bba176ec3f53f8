import type { IdentityDocumentData } from '@posylka/contract';
import { identityFormFromDigitalId, type DigitalIdData, type DocumentType } from '@posylka/domain';

/**
 * The identity document's form values (SPEC §3 "Identity document input"), the same in forwarding's
 * documents step and on the buy-out documents page; each flow adds its own consent around them.
 */
export interface PassportValues {
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
}

export type PassportField = keyof PassportValues;
/** The fields typed as text (every field but the type and the save-to-cabinet choice). */
export type PassportTextField = Exclude<PassportField, 'documentType' | 'saveToCabinet'>;

const PASSPORT_TEXT_FIELDS = [
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
] as const satisfies readonly PassportTextField[];

export const PASSPORT_FIELDS = [
  'documentType',
  ...PASSPORT_TEXT_FIELDS,
  'saveToCabinet',
] as const satisfies readonly PassportField[];

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

/** The passport's fields of a document-shaped source (a missing text is empty). */
function passportOf(
  source: { documentType: DocumentType } & Partial<Record<PassportTextField, string>>,
  saveToCabinet: boolean,
): PassportValues {
  const values: PassportValues = { ...blankPassport(), documentType: source.documentType, saveToCabinet };
  for (const field of PASSPORT_TEXT_FIELDS) values[field] = source[field] ?? '';
  return values;
}

/**
 * SPEC §4 "An active saved passport prefills the form" (GET /personal/passports/active). It came from
 * the cabinet, so it stays there unless the customer unticks it.
 */
export function passportFromDocument(doc: IdentityDocumentData): PassportValues {
  return passportOf(doc, true);
}

/**
 * SPEC §4 "Digital-ID data arriving by push or pre-loaded replaces the form and selects ID card when
 * a card number is present": the domain's mapping decides the type and the dates.
 */
export function passportFromDigitalId(data: DigitalIdData): PassportValues {
  const mapped = identityFormFromDigitalId(data);
  return passportOf(mapped, mapped.saveToCabinet ?? false);
}

/**
 * Where a passport-save error belongs (SPEC §7 "Passport save returns per-field errors"): the server
 * may name the field bare (`serialNumber`) or under `passport.` / `data.`; `agreement` and the
 * document's `consent` are the flow's consent checkbox ('consent'). Anything else is null (shown
 * above the form).
 */
export function passportErrorField(property: string): PassportField | 'consent' | null {
  const bare = property.replace(/^(passport|data)\./, '');
  if (bare === 'agreement' || bare === 'consent') return 'consent';
  return (PASSPORT_FIELDS as readonly string[]).includes(bare) ? (bare as PassportField) : null;
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

/** DD.MM.YYYY typed with digits only: the dots are put in as the user types (SPEC §3 date format). */
export function formatDottedInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}.${digits.slice(2)}`;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4)}`;
}
