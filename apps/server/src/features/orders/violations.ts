// The orders feature's 422 answers: the rules that need the database collect message codes, worded
// in the request's language by the domain catalogue (decision 005), like the payload schema's own.
import { translateMessage, type Locale, type MessageCode, type MessageParams } from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import { HttpError } from '../../http/errors.js';

/** A violation found by a rule, before it is worded. */
export type Found = { property: string; code: MessageCode; params?: MessageParams };

export function validationError(violations: Violation[]): HttpError {
  return new HttpError(422, 'validationFailed', {}, violations);
}

export function localize(found: readonly Found[], locale: Locale): Violation[] {
  return found.map((v) => ({
    property: v.property,
    message: translateMessage(v.code, v.params ?? {}, locale),
  }));
}
