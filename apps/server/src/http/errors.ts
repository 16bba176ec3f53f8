import type { Locale } from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import { translate, type MessageCode } from './messages.js';

/**
 * Thrown by handlers and services for expected failures. The message is a catalogue code, translated
 * per request locale by the global error handler, so services never need to know the language.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    readonly params: Record<string, string | number> = {},
    /** Optional field violations (422); messages already localized by the thrower. */
    readonly violations?: Violation[],
  ) {
    super(code);
    this.name = 'HttpError';
  }

  describe(locale: Locale): string {
    return translate(locale, this.code, this.params);
  }
}

export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden');
export const notFound = () => new HttpError(404, 'notFound');

/** 422 with a single field violation (e.g. a taken e-mail), messages localized by the caller. */
export function fieldError(
  property: string,
  message: string,
  code: MessageCode = 'validationFailed',
): HttpError {
  return new HttpError(422, code, {}, [{ property, message }]);
}
