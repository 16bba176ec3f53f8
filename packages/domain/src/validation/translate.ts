import { LOCALE_TAGS, type Locale } from '../i18n/locales.js';
import { MESSAGES, type MessageCode } from './catalogue.js';
import type { MessageParams, MessageText, PluralForms } from './messages/types.js';

// `eng` is the English interface for Romania, so it follows English plural rules.
const PLURAL_LANGUAGE: Record<Locale, string> = { uk: 'uk', ru: 'ru', en: 'en', ro: 'ro', eng: 'en' };
const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(PLURAL_LANGUAGE[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

function pickForm(text: MessageText, params: MessageParams, locale: Locale): string {
  if (typeof text === 'string') return text;
  const count = Number(params[text.count]);
  if (!Number.isFinite(count)) return text.forms.other;
  const category = pluralCategory(locale, count) as keyof PluralForms;
  return text.forms[category] ?? text.forms.other;
}

// Numbers read the local way (0,01 in Ukrainian); no grouping, so limits like 1000 stay compact.
function formatParam(value: string | number, locale: Locale): string {
  if (typeof value === 'string') return value;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { useGrouping: false, maximumFractionDigits: 20 }).format(
    value,
  );
}

function interpolate(template: string, params: MessageParams, locale: Locale): string {
  // An unknown placeholder stays visible rather than vanishing, so a missing param is noticed.
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : formatParam(value, locale);
  });
}

/** The message for `code` in `locale`, with plural form chosen by Intl.PluralRules and params filled in. */
export function translateMessage(
  code: MessageCode,
  params: MessageParams = {},
  locale: Locale = 'uk',
): string {
  const message = MESSAGES[code] ?? MESSAGES.invalid;
  return interpolate(pickForm(message[locale], params, locale), params, locale);
}
