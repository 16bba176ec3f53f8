// Ukrainian mobile phones: mask, normalisation for saving, allowed operator codes, zod schemas (SPEC §5).
export * from './operators.js';
export * from './phone.js';
export * from './request-limits.js';
export * from './schemas.js';
export * from './verification.js';
