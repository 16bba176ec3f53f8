// Issue 17 item 4, "one order core": what forwarding (the parcel wizard) and buy-out (the personal
// buyer checkout and its order pages) share, written once.

export {
  PromoCodeBlock,
  type ChurnChange,
  type PromoCodeBlockProps,
  type PromoNamespace,
} from './promo-code-block.js';
export { startPayment } from './start-payment.js';
// The identity document (passport or ID card) of forwarding's documents step and buy-out's passport page.
export * from './passport/index.js';
