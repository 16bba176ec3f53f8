import type { Locale } from './locales.js';

// Numbers that are not money, written the interface's way (issue 14 item 7): a decimal comma and the
// locale's grouping in uk, ru and ro ("35,2 %", "0,5 кг", "1,5 МБ"), English figures in en and eng
// ("35.2%", "0.5 kg", "1.5 MB"). Money has its own formatter (money/format.ts). No decimal.js here:
// these run on the home page's first load.

const NBSP = '\u00a0';

/** The number style per interface; `eng` (English for Romania) writes figures as English does. */
const NUMBER_TAGS: Record<Locale, string> = { uk: 'uk-UA', ru: 'ru-UA', en: 'en', ro: 'ro-RO', eng: 'en' };

/** Interfaces that put a space before "%" ("35,2 %"); English writes "35.2%". */
const SPACED_PERCENT: ReadonlySet<Locale> = new Set<Locale>(['uk', 'ru', 'ro']);

const CYRILLIC: ReadonlySet<Locale> = new Set<Locale>(['uk', 'ru']);

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_TAGS[locale], { maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

/**
 * A plain number the interface's way, without trailing zeros: "1,25" in uk from the warehouse's
 * "1.250", "1.25" in en. Decimal strings are handed to Intl as they are (formatted exactly).
 */
export function formatDecimal(value: number | string, locale: Locale, maximumFractionDigits = 2): string {
  const input = typeof value === 'string' ? value.trim() : value;
  return numberFormat(locale, maximumFractionDigits).format(input as number | `${number}`);
}

/** A per cent figure: "35,2 %" in uk, ru and ro (no-break space), "35.2%" in en and eng. */
export function formatPercent(value: number | string, locale: Locale): string {
  const digits = formatDecimal(value, locale);
  return SPACED_PERCENT.has(locale) ? `${digits}${NBSP}%` : `${digits}%`;
}

/** A weight in kilograms: "0,5 кг" in uk and ru, "0,5 kg" in ro, "0.5 kg" in en and eng. */
export function formatWeight(kg: number | string, locale: Locale): string {
  const unit = CYRILLIC.has(locale) ? 'кг' : 'kg';
  return `${formatDecimal(kg, locale, 3)}${NBSP}${unit}`;
}

const FILE_SIZE_UNITS = {
  cyrillic: ['Б', 'КБ', 'МБ', 'ГБ'],
  latin: ['B', 'KB', 'MB', 'GB'],
} as const;
const KIBI = 1024;

/**
 * A file size in binary units (1 KB = 1024 bytes), one decimal at most: "1 КБ", "1,5 МБ" in uk and
 * ru, "1 KB", "1.5 MB" in en and eng, "1,5 MB" in ro.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = CYRILLIC.has(locale) ? FILE_SIZE_UNITS.cyrillic : FILE_SIZE_UNITS.latin;
  let value = Math.max(bytes, 0);
  let unit = 0;
  // Up a unit from the size that would read "1024": 1 048 570 bytes is "1 МБ", not "1 024 КБ".
  const shown = (v: number, u: number) => (u === 0 ? Math.round(v) : Math.round(v * 10) / 10);
  while (unit < units.length - 1 && shown(value, unit) >= KIBI) {
    value /= KIBI;
    unit += 1;
  }
  // Bytes are whole; a size in KB and up keeps one decimal ("1,5 МБ"), never "1 024 КБ".
  return `${formatDecimal(value, locale, unit === 0 ? 0 : 1)}${NBSP}${units[unit]}`;
}
