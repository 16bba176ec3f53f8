import type { LocalizedText } from './types.js';

/** Builds a LocalizedText; `eng` (English for Romania) defaults to the `en` wording. */
export function localizedText(
  uk: string,
  ru: string,
  en: string,
  ro: string,
  eng: string = en,
): LocalizedText {
  return { uk, ru, en, ro, eng };
}
