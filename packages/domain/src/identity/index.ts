// Identity documents (passport or ID card) for customs: schema with an injectable "today", digital-ID prefill (SPEC §3/§5).
export * from './limits.js';
export { type CalendarDate, calendarDateOf, parseDottedDate, formatDottedDate, ageOn } from './dates.js';
export * from './schemas.js';
export * from './digital-id.js';
export { maskDocumentNumber } from './mask.js';
