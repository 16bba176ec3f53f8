// Forwarding order: form and payload schemas, track-number rules, checkout states, wizard and completion rules (SPEC §2-§5).
export * from './limits.js';
export * from './track-number.js';
export * from './product-row.js';
export { forwardingOrderStepSchema, refineTrackNumber, type ForwardingOrderStepForm } from './order-step.js';
export * from './products-step.js';
export * from './documents-delivery-steps.js';
export * from './payload.js';
export * from './state.js';
export * from './wizard.js';
export * from './wizard-resume.js';
export * from './completion.js';
export * from './to-payload.js';
export * from './completion-rules.js';
export * from './checkout-state-rules.js';
export * from './order-number.js';
export * from './order-list.js';
