// Uploads: invoice file types and document kinds, drop-zone rules (5 MB, jpg/png/pdf, 10 per zone), type sniffing (SPEC §3/§5).
export * from './kinds.js';
export * from './sniff.js';
export * from './drop-zone.js';
