// The buy-out flows' 422 answers: the step schemas' issues under their step's prefix, and the
// violations found by rules that need the database, worded by the domain catalogue (decision 005).
import { translateMessage, type Locale, type MessageCode } from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import type { z } from 'zod';
import { HttpError } from '../../http/errors.js';

export type Issue = z.core.$ZodIssue;
/** A step schema's issues on the payload's paths ("recipient.phoneNumber"). */
export const under = (prefix: string, issues: readonly Issue[]): Issue[] =>
  issues.map((issue) => ({ ...issue, path: [prefix, ...issue.path] }));

export const violation = (property: string, code: MessageCode, locale: Locale, params = {}): Violation => ({
  property,
  message: translateMessage(code, params, locale),
});

export function failIf(violations: Violation[]): void {
  if (violations.length > 0) throw new HttpError(422, 'validationFailed', {}, violations);
}
