// Customs estimate (SPEC §9): free limit, duty, VAT, service fee, exemptions and document thresholds.
export * from './estimate.js';
export * from './documents.js';
export * from './exemptions.js';
