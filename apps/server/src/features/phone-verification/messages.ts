// Texts of phone verification: the text tree's `server` namespace, `phoneVerification.*`
// (@posylka/texts locales/<lng>/server/phone-verification.ts, SPEC §8 wording).
import type { Locale } from '@posylka/domain';
import type { TextKey } from '@posylka/texts';
import { serverText, type SERVER_TEXTS, type TextParams } from '../../http/server-texts.js';

/** A message's key; a plural one (`inputsExhausted`) by its base name, the form picked by `count`. */
export type PhoneMessage = Exclude<
  TextKey<(typeof SERVER_TEXTS)['uk']['phoneVerification']>,
  `wait.${string}`
>;

export function phoneMessage(locale: Locale, key: PhoneMessage, params: TextParams = {}): string {
  return serverText(locale, `phoneVerification.${key}`, params);
}

/**
 * "40 хв", "4 год": how long a limit still holds, for the messages above. Whole minutes under an
 * hour, whole hours above (rounded up: never promise too early).
 */
export function waitText(locale: Locale, ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes < 60
    ? serverText(locale, 'phoneVerification.wait.minutes', { minutes })
    : serverText(locale, 'phoneVerification.wait.hours', { hours: Math.ceil(minutes / 60) });
}
