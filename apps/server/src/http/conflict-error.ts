// A feature's own 409 answers: a table of whole-request texts (Ukrainian first) and the error class
// that throws one of them. The global error handler asks HttpError for its description in the
// request's language, so the class only says where the words come from.
import type { Locale, LocalizedText } from '@posylka/domain';
import { HttpError } from './errors.js';

/**
 * The 409 error class of `texts`: `new XConflictError('key')` answers 409 badRequest, described with
 * texts[key] in the request's language; `error.key` says which text it is.
 */
export function conflictErrorClass<const Key extends string>(texts: Readonly<Record<Key, LocalizedText>>) {
  return class TextConflictError extends HttpError {
    constructor(readonly key: Key) {
      super(409, 'badRequest');
    }

    override describe(locale: Locale): string {
      return texts[this.key][locale];
    }
  };
}
