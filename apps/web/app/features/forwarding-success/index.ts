// SPEC §2 forwarding-success: the order just registered, its documents, totals and the next steps.
export { SuccessView } from './success-view.js';
export { loadSuccessOrder } from './load-order.js';
