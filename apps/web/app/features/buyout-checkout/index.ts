// The buy-out checkout wizard (SPEC §2 "Buy-out checkout wizard", §4 "Buy-out", §5 "Buy-out").

export { BuyoutCheckout } from './buyout-checkout.js';
export { loadBuyoutCheckout, type BuyoutCheckoutData } from './load-checkout.js';
