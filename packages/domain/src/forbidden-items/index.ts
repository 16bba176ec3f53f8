// Prohibited goods per origin country (SPEC §9), with names and reasons in every interface language.
export * from './items.js';
export * from './lists.js';
