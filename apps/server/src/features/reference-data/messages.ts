// Texts of the extra feature in every interface language, Ukrainian first.
import type { ExportDocumentKind, Locale, LocalizedText } from '@posylka/domain';
import type { InvoiceFileType } from '@posylka/contract';

export const EXTRA_MESSAGES = {
  unknownCountry: {
    uk: 'Країну з кодом «{code}» не знайдено.',
    ru: 'Страна с кодом «{code}» не найдена.',
    en: 'There is no country with the code "{code}".',
    ro: 'Nu există nicio țară cu codul „{code}”.',
    eng: 'There is no country with the code "{code}".',
  },
  unknownCurrency: {
    uk: 'Валюту з кодом «{code}» не підтримано.',
    ru: 'Валюта с кодом «{code}» не поддерживается.',
    en: 'The currency "{code}" is not supported.',
    ro: 'Moneda „{code}” nu este acceptată.',
    eng: 'The currency "{code}" is not supported.',
  },
} as const satisfies Record<string, LocalizedText>;

export type ExtraMessage = keyof typeof EXTRA_MESSAGES;

export function extraMessage(locale: Locale, key: ExtraMessage, params: Record<string, string> = {}): string {
  return EXTRA_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** SPEC §2 step 3 "Files are of type invoice, bank order or other". */
export const INVOICE_FILE_TYPE_LABELS: Readonly<Record<InvoiceFileType, LocalizedText>> = {
  default: { uk: 'Інвойс', ru: 'Инвойс', en: 'Invoice', ro: 'Factură', eng: 'Invoice' },
  default_by_user: {
    uk: 'Інвойс, доданий вами',
    ru: 'Инвойс, добавленный вами',
    en: 'Invoice added by you',
    ro: 'Factură adăugată de dvs.',
    eng: 'Invoice added by you',
  },
  bank_statement: {
    uk: 'Платіжне доручення',
    ru: 'Платёжное поручение',
    en: 'Bank order',
    ro: 'Ordin de plată',
    eng: 'Bank order',
  },
  other: {
    uk: 'Інший документ',
    ru: 'Другой документ',
    en: 'Other document',
    ro: 'Alt document',
    eng: 'Other document',
  },
};

/** SPEC §9 Poland's export documents: statement, powers, power-of-attorney letter. */
export const DOCUMENT_KIND_LABELS: Readonly<Record<ExportDocumentKind, LocalizedText>> = {
  statement: { uk: 'Заява', ru: 'Заявление', en: 'Statement', ro: 'Declarație', eng: 'Statement' },
  powers: {
    uk: 'Уповноваження',
    ru: 'Полномочия',
    en: 'Authorisation',
    ro: 'Împuternicire',
    eng: 'Authorisation',
  },
  power_attorney: {
    uk: 'Лист-довіреність',
    ru: 'Письмо-доверенность',
    en: 'Power-of-attorney letter',
    ro: 'Scrisoare de împuternicire',
    eng: 'Power-of-attorney letter',
  },
};

/** The request's wording of a stored text; Ukrainian when a language is missing. */
export function pick(text: Partial<Record<Locale, string>>, locale: Locale): string {
  return text[locale] ?? text.uk ?? '';
}
