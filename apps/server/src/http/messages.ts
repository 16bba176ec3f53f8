import type { Locale } from '@posylka/texts';
import { serverText, type SERVER_TEXTS, type TextParams } from './server-texts.js';

/**
 * Server error texts (non-validation): the descriptions of whole-request failures, the `server`
 * namespace's `errors.*` (@posylka/texts). Field violations use the `validation` namespace.
 * `{{name}}` placeholders are filled from HttpError params.
 */
export type MessageCode = keyof (typeof SERVER_TEXTS)['uk']['errors'];

export function translate(locale: Locale, code: MessageCode, params: TextParams = {}): string {
  return serverText(locale, `errors.${code}`, params);
}
