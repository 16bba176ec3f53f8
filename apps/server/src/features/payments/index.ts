// Payments of buy-out orders: the provider interface with the sandbox provider (hosted page + signed
// callback) and the LiqPay adapter, idempotent callbacks, refunds.
export { paymentsFeature, buyoutNumber } from './routes.js';
export { paymentProviders, type PaymentProviders } from './providers.js';
export {
  startPayment,
  paymentState,
  refundOrder,
  refundDifference,
  refundPaymentPart,
  closeOpenPayments,
} from './service.js';
export { failPendingSurcharges } from './repository.js';
export type { PaymentSystem } from './provider.js';
export type { StartedPayment } from './service.js';
export { paymentFormOrigins } from './liqpay-provider.js';
export { buyoutPagePath, messageTarget, notifyPaymentResult } from './customer-messages.js';
