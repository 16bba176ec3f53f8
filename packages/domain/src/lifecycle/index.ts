// The parcel's life (SPEC §4 shipment states, §9 storage terms): states, events with their actors,
// timers, acceptance rules, warehouse services, delivery cost and bonuses, consolidation.
export * from './states.js';
export * from './state-names.js';
export * from './plan.js';
export * from './acceptance.js';
export * from './timers.js';
export * from './services.js';
export * from './delivery-cost.js';
export * from './warehouse.js';
export * from './customer.js';
export * from './consolidation.js';
export * from './messages.js';
export * from './charges.js';
export * from './page-rules.js';
