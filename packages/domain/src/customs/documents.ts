import { compareMoney, type Money } from '../money/money.js';

/** SPEC §9 "export documents above 1000 EUR" (the "1000-level threshold"). */
export const EXPORT_DOCUMENTS_THRESHOLD: Readonly<Money> = { amount: '1000', currency: 'EUR' };

/** Document kinds of SPEC §3 "Document kinds: statement, powers, power_attorney". */
export const EXPORT_DOCUMENT_KINDS = ['statement', 'powers', 'power_attorney'] as const;
export type ExportDocumentKind = (typeof EXPORT_DOCUMENT_KINDS)[number];

/**
 * SPEC §2 "Documents exists only when the taxable total exceeds the country's customs limit":
 * strictly above maxCost (a parcel of exactly 150 EUR needs none). Both amounts in one currency.
 */
export function needsCustomsDocuments(goodsTotal: Money, maxCost: Money): boolean {
  return compareMoney(goodsTotal, maxCost) > 0;
}

/**
 * SPEC §2 "Over 1000 EUR, export documents are also shown", for the countries flagged
 * exportDocumentsCountry (SPEC §9 "listed countries"). `totalEur` must be in EUR.
 */
export function needsExportDocuments(totalEur: Money, country: { exportDocumentsCountry: boolean }): boolean {
  return country.exportDocumentsCountry && compareMoney(totalEur, EXPORT_DOCUMENTS_THRESHOLD) > 0;
}

/**
 * Which export documents to ask for. SPEC §9 names them for Poland only (statement, powers,
 * power-of-attorney letter); other countries have no extra kinds.
 */
export function exportDocumentKinds(countryCode: string): readonly ExportDocumentKind[] {
  return countryCode === 'PL' ? EXPORT_DOCUMENT_KINDS : [];
}
