import { INVOICE_FILE_TYPES, type DocumentsResponse } from '@posylka/contract';
import {
  EXPORT_DOCUMENT_KINDS,
  EXPORT_DOCUMENTS_THRESHOLD,
  FILE_LIMITS,
  exportDocumentKinds,
  type Locale,
} from '@posylka/domain';
import { documentKindLabel, invoiceFileTypeLabel } from './messages.js';

/** SPEC §3 file types and document kinds, with the countries that ask for export documents. */
export function describeDocuments(locale: Locale, exportCountries: readonly string[]): DocumentsResponse {
  return {
    invoiceFileTypes: INVOICE_FILE_TYPES.map((type) => ({
      type,
      label: invoiceFileTypeLabel(locale, type),
    })),
    documentKinds: EXPORT_DOCUMENT_KINDS.map((kind) => ({
      kind,
      label: documentKindLabel(locale, kind),
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
