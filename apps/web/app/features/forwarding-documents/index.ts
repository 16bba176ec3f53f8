// Wizard step 3 "Documents" (SPEC §2, §5 Files and Identity document) and its reusable drop zone.
export { DocumentsStep, type DocumentsStepProps } from './documents-step.js';
