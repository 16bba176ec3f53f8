// Fees shown to the customer: the forwarding results panel and the buy-out order total (SPEC §2, §9).
export * from './line-items.js';
export * from './shop-domain.js';
export * from './forwarding-results.js';
export * from './buyout-fees.js';
