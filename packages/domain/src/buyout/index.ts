// Buy-out (personal buyer): product lines with link rules, recipient, delivery, payment, draft payload (SPEC §3-§5).
export * from './limits.js';
export {
  isBlockedShop,
  linkIdentity,
  checkLinks,
  isHttpLink,
  hasForeignScheme,
  type LinkProblem,
} from './links.js';
export * from './products.js';
export * from './recipient.js';
export * from './delivery-payment.js';
export * from './promo.js';
export * from './draft.js';
export * from './initial-line.js';
export * from './card-bin.js';
export * from './status.js';
export * from './save-payload.js';
export * from './processing.js';
export * from './purchase.js';
export * from './differences.js';
export * from './kept-fees.js';
export * from './overdue.js';
