/** Invoice file types of an order (SPEC §3): invoice, invoice added by the user, bank statement (bank order), other. */
export const INVOICE_FILE_TYPES = ['default', 'default_by_user', 'bank_statement', 'other'] as const;
export type InvoiceFileType = (typeof INVOICE_FILE_TYPES)[number];

/**
 * The files that count as "the invoice" of an order (isDocumentUploaded, the completion rule on
 * `invoices`): the shop's invoice and the one the customer adds; bank orders and others do not.
 */
export const CUSTOMS_INVOICE_TYPES = [
  'default',
  'default_by_user',
] as const satisfies readonly InvoiceFileType[];

export function isCustomsInvoice(file: { type: string }): boolean {
  return (CUSTOMS_INVOICE_TYPES as readonly string[]).includes(file.type);
}

/** Export document kinds (SPEC §3; Poland over 1000 EUR: statement, powers, power-of-attorney letter). */
export const DOCUMENT_KINDS = ['statement', 'powers', 'power_attorney'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Temporary file items (upload in progress) have ids prefixed "temp-" (SPEC §3); a failed upload removes them. */
export const TEMP_FILE_ID_PREFIX = 'temp-';

export function isTempFileId(id: string | number): boolean {
  return String(id).startsWith(TEMP_FILE_ID_PREFIX);
}
