// SPEC §2 "Buy-out payment pages": success (documents notice, store cards, promo) and failure (retry, edit, exit).
export { PaymentSuccessView } from './success-view.js';
export { PaymentFailureView } from './failure-view.js';
export { loadPaymentPage, type PaymentPageData } from './load-payment-page.js';
