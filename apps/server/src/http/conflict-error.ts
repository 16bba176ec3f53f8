// A feature's own 409 answers: a section of the text tree's `server` namespace (@posylka/texts,
// `locales/<lng>/server/<feature>.ts`) and the error class that throws one of its texts. The global
// error handler asks HttpError for its description in the request's language, so the class only
// says where the words are.
import type { Locale } from '@posylka/domain';
import { HttpError } from './errors.js';
import { serverText, type SERVER_TEXTS, type ServerTextKey } from './server-texts.js';

type ServerTexts = (typeof SERVER_TEXTS)['uk'];

/** A section of the `server` namespace (`buyout`, `orders`...). */
export type ServerSection = keyof ServerTexts & string;

/** The texts of `Section` that are plain texts (not a nested group or a plural). */
export type SectionTextKey<Section extends ServerSection> = {
  [Key in keyof ServerTexts[Section] & string]: ServerTexts[Section][Key] extends string ? Key : never;
}[keyof ServerTexts[Section] & string];

/**
 * The 409 error class of a `server` section: `new XConflictError('key')` answers 409 badRequest,
 * described with the text `section.key` in the request's language; `error.key` says which text it is.
 */
export function conflictErrorClass<const Section extends ServerSection>(section: Section) {
  return class TextConflictError extends HttpError {
    constructor(readonly key: SectionTextKey<Section>) {
      super(409, 'badRequest');
    }

    override describe(locale: Locale): string {
      return serverText(locale, `${section}.${this.key}` as ServerTextKey);
    }
  };
}
