// Texts of the reference data: the text tree's `server` namespace, `referenceData.*`
// (@posylka/texts locales/<lng>/server/reference-data.ts).
import type { ExportDocumentKind, Locale } from '@posylka/domain';
import type { InvoiceFileType } from '@posylka/contract';
import { serverText, type TextParams } from '../../http/server-texts.js';

export type ExtraMessage = 'unknownCountry' | 'unknownCurrency';

export function extraMessage(locale: Locale, key: ExtraMessage, params: TextParams = {}): string {
  return serverText(locale, `referenceData.${key}`, params);
}

/** SPEC §2 step 3 "Files are of type invoice, bank order or other". */
export function invoiceFileTypeLabel(locale: Locale, type: InvoiceFileType): string {
  return serverText(locale, `referenceData.invoiceFileTypes.${type}`);
}

/** SPEC §9 Poland's export documents: statement, powers, power-of-attorney letter. */
export function documentKindLabel(locale: Locale, kind: ExportDocumentKind): string {
  return serverText(locale, `referenceData.documentKinds.${kind}`);
}

/** The request's wording of a stored text; Ukrainian when a language is missing. */
export function pick(text: Partial<Record<Locale, string>>, locale: Locale): string {
  return text[locale] ?? text.uk ?? '';
}
