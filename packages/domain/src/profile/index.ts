// The customer's profile (issue 13 item 10): Latin names for warehouse labels abroad, Cyrillic names for prefill.
export * from './names.js';
export * from './prefill.js';
