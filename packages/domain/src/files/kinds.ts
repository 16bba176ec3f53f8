/** Invoice file types of an order (SPEC §3): invoice, invoice added by the user, bank statement (bank order), other. */
export const INVOICE_FILE_TYPES = ['default', 'default_by_user', 'bank_statement', 'other'] as const;
export type InvoiceFileType = (typeof INVOICE_FILE_TYPES)[number];

/** Export document kinds (SPEC §3; Poland over 1000 EUR: statement, powers, power-of-attorney letter). */
export const DOCUMENT_KINDS = ['statement', 'powers', 'power_attorney'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Temporary file items (upload in progress) have ids prefixed "temp-" (SPEC §3); a failed upload removes them. */
export const TEMP_FILE_ID_PREFIX = 'temp-';

export function isTempFileId(id: string | number): boolean {
  return String(id).startsWith(TEMP_FILE_ID_PREFIX);
}
