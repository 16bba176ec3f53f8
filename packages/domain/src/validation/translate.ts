import { textsByLanguage } from '@posylka/texts';
import { LOCALE_TAGS, type Locale } from '../i18n/locales.js';
import { isMessageCode, VALIDATION_TEXTS, type MessageCode, type MessageParams } from './catalogue.js';

/** One set of texts per language over the `validation` namespace, made on first use. */
const textsOf = textsByLanguage((locale) => ({ validation: VALIDATION_TEXTS[locale] }), {
  defaultNS: 'validation',
  keepMissingVariables: true,
});

/**
 * The parameter a plural message counts, by code: the one variable of its forms (`{{min}}` of "At
 * least {{min}} characters"). `t` picks the form by `count`; the schemas name it min, max, length.
 */
const COUNTED: ReadonlyMap<string, string> = (() => {
  const counted = new Map<string, string>();
  const walk = (tree: Readonly<Record<string, unknown>>, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value !== 'string') walk(value as Record<string, unknown>, `${prefix}${key}.`);
      else if (key.endsWith('_other')) {
        const variable = /\{\{(\w+)\}\}/.exec(value)?.[1];
        if (variable) counted.set(`${prefix}${key.slice(0, -'_other'.length)}`, variable);
      }
    }
  };
  walk(VALIDATION_TEXTS.uk, '');
  return counted;
})();

// Numbers read the local way (0,01 in Ukrainian); no grouping, so limits like 1000 stay compact.
function formatParam(value: string | number, locale: Locale): string {
  if (typeof value === 'string') return value;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { useGrouping: false, maximumFractionDigits: 20 }).format(
    value,
  );
}

/**
 * The message for `code` in `locale`: the plural form by the language's rules (Intl.PluralRules, as
 * the texts' `t` picks them) and the params filled in; an unknown code reads as the generic "invalid", an
 * unknown placeholder stays visible rather than vanishing, so a missing param is noticed.
 */
export function translateMessage(
  code: MessageCode,
  params: MessageParams = {},
  locale: Locale = 'uk',
): string {
  const key: MessageCode = isMessageCode(code) ? code : 'invalid';
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) values[name] = formatParam(value, locale);
  const counted = COUNTED.get(key);
  if (counted === undefined) return textsOf(locale).t(key, values);
  const count = Number(params[counted]);
  // Without a number to count, the general form ("other"), as before the forms existed.
  return Number.isFinite(count)
    ? textsOf(locale).t(key, { ...values, count })
    : textsOf(locale).t(`${key}_other`, values);
}
