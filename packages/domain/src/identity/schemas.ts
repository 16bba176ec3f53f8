import { z } from 'zod';
import { issue, requiredText, type IssueSink } from '../validation/index.js';
import { ageOn, calendarDateOf, compareDates, parseDottedDate, type CalendarDate } from './dates.js';
import {
  ID_CARD_NUMBER_LENGTH,
  ISSUED_BY_MAX,
  MIDDLE_NAME_MAX,
  MIN_AGE,
  NAME_MAX,
  NAME_MIN,
  REGISTRATION_MAX,
  TAX_NUMBER_LENGTH,
} from './limits.js';

/** Document types of the buy-out documents page: "passport = 1, ID card = 2" (SPEC §2). */
export const DOCUMENT_TYPES = ['passport', 'card'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_CODES: Record<DocumentType, 1 | 2> = { passport: 1, card: 2 };

/** Old-style booklet passport: two letters (Latin or Cyrillic, e.g. АА or KM) then 6 digits. */
const PASSPORT_SERIAL = /^[A-ZА-ЯҐЄІЇ]{2}\d{6}$/;
/**
 * ID card number: 9 digits. The format check on top: not all zeros, which is what an empty
 * masked input or a placeholder yields.
 */
const ID_CARD_NUMBER = /^(?!0{9}$)\d{9}$/;
/** Names as written in Ukrainian documents: Ukrainian letters; apostrophe, hyphen or space between parts. */
const UKRAINIAN_NAME = /^[А-ЩЬЮЯҐЄІЇа-щьюяґєії]+(?:['’ʼ\- ][А-ЩЬЮЯҐЄІЇа-щьюяґєії]+)*$/;

function nameField(bounds: { min?: number; max: number }) {
  return requiredText(bounds).superRefine((name, ctx) => {
    if (!UKRAINIAN_NAME.test(name)) issue(ctx, 'identity.name');
  });
}

function dateField(check: (date: CalendarDate, ctx: IssueSink) => void) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (text === '') return issue(ctx, 'required');
      const date = parseDottedDate(text);
      if (!date) return issue(ctx, 'date.invalid');
      check(date, ctx);
    });
}

const serialNumberSchema = z.string().trim().toUpperCase().default('');

/**
 * Identity document input (SPEC §3, §5 "Identity document"). `today` is a parameter so the age and
 * "not in the future" rules are deterministic and follow the caller's clock.
 */
export function identityDocumentSchema(options: { today: Date | CalendarDate }) {
  const today = options.today instanceof Date ? calendarDateOf(options.today) : options.today;
  const notFuture = (date: CalendarDate, ctx: IssueSink) => {
    if (compareDates(date, today) > 0) issue(ctx, 'date.future');
  };
  return z
    .object({
      documentType: z.enum(DOCUMENT_TYPES),
      serialNumber: serialNumberSchema,
      identityCardNumber: serialNumberSchema,
      issuedBy: requiredText({ max: ISSUED_BY_MAX }),
      date: dateField(notFuture),
      lastName: nameField({ min: NAME_MIN, max: NAME_MAX }),
      firstName: nameField({ min: NAME_MIN, max: NAME_MAX }),
      middleName: nameField({ max: MIDDLE_NAME_MAX }),
      birthDate: dateField((date, ctx) => {
        if (compareDates(date, today) > 0) return issue(ctx, 'date.future');
        if (ageOn(date, today) < MIN_AGE) issue(ctx, 'identity.age', [], { min: MIN_AGE });
      }),
      registration: requiredText({ max: REGISTRATION_MAX }),
      taxNumber: z
        .string()
        .trim()
        .superRefine((value, ctx) => {
          if (value === '') issue(ctx, 'required');
          else if (!new RegExp(`^\\d{${TAX_NUMBER_LENGTH}}$`).test(value)) issue(ctx, 'identity.taxNumber');
        }),
      saveToCabinet: z.boolean().default(false),
      consent: z.boolean().default(false),
    })
    .superRefine((doc, ctx) => {
      // "Every field is required except the non-chosen document number."
      if (doc.documentType === 'passport') {
        if (doc.serialNumber === '') issue(ctx, 'required', ['serialNumber']);
        else if (!PASSPORT_SERIAL.test(doc.serialNumber))
          issue(ctx, 'identity.serialNumberPassport', ['serialNumber']);
      } else if (doc.identityCardNumber === '') {
        issue(ctx, 'required', ['identityCardNumber']);
      } else if (
        doc.identityCardNumber.length !== ID_CARD_NUMBER_LENGTH ||
        !ID_CARD_NUMBER.test(doc.identityCardNumber)
      ) {
        issue(ctx, 'identity.serialNumberCard', ['identityCardNumber']);
      }
      if (!doc.consent) issue(ctx, 'identity.consent', ['consent']);
    })
    .transform((doc) =>
      // Only the chosen document's number travels on; "switching the document type clears number".
      doc.documentType === 'passport' ? { ...doc, identityCardNumber: '' } : { ...doc, serialNumber: '' },
    );
}
export type IdentityDocumentForm = z.input<ReturnType<typeof identityDocumentSchema>>;
export type IdentityDocument = z.output<ReturnType<typeof identityDocumentSchema>>;
