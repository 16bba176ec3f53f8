// Wizard step 3 "Documents" (SPEC §2, §5 Files and Identity document) and its reusable drop zone.
export { DocumentsStep, type DocumentsStepProps } from './documents-step.js';
// The detail page /forwarding/show/{id} shows the same blocks for documents added after registration.
export { InvoiceBlocks } from './invoice-blocks.js';
export { ExportDocuments, showsExportDocuments } from './export-documents.js';
