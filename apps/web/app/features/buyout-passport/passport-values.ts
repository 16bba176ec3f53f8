import type { IdentityDocumentData } from '@posylka/contract';
import type { DigitalIdData } from '@posylka/domain';
import {
  blankPassport,
  passportFromDigitalId,
  passportFromDocument,
  type PassportField,
  type PassportValues,
} from '../order-core/index.js';

/** The documents page's form: the identity document (order core) plus the required consent (SPEC §2). */
export interface PassportFormValues extends PassportValues {
  consent: boolean;
}

/** SPEC §4 "switching the document type clears number, issue date and issued-by fields". */
export const FIELDS_CLEARED_ON_TYPE_SWITCH = [
  'serialNumber',
  'identityCardNumber',
  'date',
  'issuedBy',
] as const satisfies readonly PassportField[];

// Consent is never implied: not by an empty form, a saved document (SPEC §4 "An active saved passport
// prefills the form") or the digital-ID data that replaces the form.
export function blankPassportForm(): PassportFormValues {
  return { ...blankPassport(), consent: false };
}

export function formFromActiveDocument(doc: IdentityDocumentData): PassportFormValues {
  return { ...passportFromDocument(doc), consent: false };
}

export function formFromDigitalId(data: DigitalIdData): PassportFormValues {
  return { ...passportFromDigitalId(data), consent: false };
}
