// Step 3 "Documents" is built by the forwarding-documents feature (invoices, passport, agreement,
// export documents); the wizard only mounts it. Kept as one file so the wizard has a single seam.
export { DocumentsStep } from '../forwarding-documents/index.js';
