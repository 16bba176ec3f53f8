// How the console hears that the parcel rules refused a move (issue 13): the rules it breaks, in the
// operator's language — as 422 violations on the parcel's own move, or as the line of a batch dispatch.
import { translateMessage, type Locale, type ParcelViolation } from '@posylka/domain';
import type { ApplyShipmentEventResult } from '../lifecycle/index.js';
import { HttpError } from '../../http/errors.js';
import { refusalError, refusalText } from './messages.js';

type Refusal = Extract<ApplyShipmentEventResult, { ok: false }>;

const described = (violations: readonly ParcelViolation[], locale: Locale) =>
  violations.map((v) => ({
    property: v.property,
    message: translateMessage(v.code, v.params ?? {}, locale),
  }));

/** The error of a refused move: 422 with the broken parcel rules, else the refusal's 404/409. */
export function moveRefusalError(result: Refusal, locale: Locale): HttpError {
  if (result.violations && result.violations.length > 0)
    return new HttpError(422, 'validationFailed', {}, described(result.violations, locale));
  return refusalError(result.reason);
}

/** One line of a batch: the refusal, followed by the rules the parcel breaks. */
export function moveRefusalText(result: Refusal, locale: Locale): string {
  const head = refusalText(result.reason, locale);
  if (!result.violations || result.violations.length === 0) return head;
  return `${head}: ${described(result.violations, locale)
    .map((v) => v.message)
    .join('; ')}`;
}
