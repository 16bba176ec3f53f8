// Accounts and small shared inputs: register/login payloads, site URL, price-calculator input (SPEC §5 "Other").
export * from './credentials.js';
export * from './password-change.js';
export * from './site-url.js';
export * from './calculator.js';
