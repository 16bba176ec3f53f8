import { INVOICE_FILE_TYPES, type DocumentsResponse } from '@posylka/contract';
import {
  EXPORT_DOCUMENT_KINDS,
  EXPORT_DOCUMENTS_THRESHOLD,
  FILE_LIMITS,
  exportDocumentKinds,
  type Locale,
} from '@posylka/domain';
import { DOCUMENT_KIND_LABELS, INVOICE_FILE_TYPE_LABELS, pick } from './messages.js';

/** SPEC §3 file types and document kinds, with the countries that ask for export documents. */
export function describeDocuments(locale: Locale, exportCountries: readonly string[]): DocumentsResponse {
  return {
    invoiceFileTypes: INVOICE_FILE_TYPES.map((type) => ({
      type,
      label: pick(INVOICE_FILE_TYPE_LABELS[type], locale),
    })),
    documentKinds: EXPORT_DOCUMENT_KINDS.map((kind) => ({
      kind,
      label: pick(DOCUMENT_KIND_LABELS[kind], locale),
    })),
    exportDocuments: {
      threshold: { ...EXPORT_DOCUMENTS_THRESHOLD },
      countries: exportCountries.map((code) => ({ code, kinds: [...exportDocumentKinds(code)] })),
    },
    files: {
      maxBytes: FILE_LIMITS.maxBytes,
      maxFilesPerDropZone: FILE_LIMITS.maxFilesPerDropZone,
      acceptedMimeTypes: [...FILE_LIMITS.acceptedMimeTypes],
    },
  };
}
