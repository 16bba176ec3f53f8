// The bot's own replies in the chat, in the account's language (or, before the chat is linked to an
// account, the language of the customer's Telegram app): the text tree's `server` namespace,
// `telegram.*` (@posylka/texts locales/<lng>/server/telegram.ts; eng reads English).
import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';
import { serverText } from '../../http/server-texts.js';

export type BotReply = 'linked' | 'expired' | 'stopped' | 'help';

export function botReply(reply: BotReply, locale: Locale): string {
  return serverText(locale, `telegram.${reply}`);
}

/** Telegram's language_code (an IETF tag such as "uk", "ru", "en-GB") as one of our languages. */
export function localeOfTelegram(languageCode: string | undefined): Locale {
  const language = languageCode?.toLowerCase().split('-')[0];
  return language && isLocale(language) && language !== 'eng' ? language : DEFAULT_LOCALE;
}
