// Buy-out drafts, checkout, edit and cancel (SPEC §4 Buy-out, §5 Buy-out), one file per flow. Every
// rule is the domain's: the draft payload schema for saves, the step schemas for checkout, buyoutFees
// for the totals. routes.ts and settings.ts reach the flows and their dependencies through here.
export { cancelOrder } from './cancel.js';
export { checkout } from './checkout.js';
export type { BuyoutContext, BuyoutDeps } from './deps.js';
export { saveDraft } from './draft.js';
export { editOrder } from './edit.js';
