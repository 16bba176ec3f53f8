// Issue 17 item 4, "one order core": what forwarding (the parcel wizard) and buy-out (the personal
// buyer checkout and its order pages) share, written once.

export {
  PromoCodeBlock,
  type ChurnChange,
  type PromoCodeBlockProps,
  type PromoNamespace,
  usePromoCheckPending,
} from './promo-code-block.js';
export { startPayment } from './start-payment.js';
// The identity document (passport or ID card) of forwarding's documents step and buy-out's passport page.
export * from './passport/index.js';
// The delivery step's address (a saved one or the address book's tabs) and the recipient's phone.
export {
  DeliveryAddress,
  type DeliveryAddressChoice,
  type DeliveryAddressProps,
  type DeliveryAddressValues,
  type DeliveryNamespace,
} from './delivery-address.js';
export { RecipientPhone, type RecipientPhoneProps } from './recipient-phone.js';
// The success pages' head and check mark, and the order pages' head.
export { OrderStepSection, type OrderStepSectionProps } from './order-step-section.js';
export { SuccessCheck, SuccessHead, type SuccessHeadProps } from './success-head.js';
export { OrderPageHead, type OrderPageHeadProps, type PageHeadNamespace } from './order-page-head.js';
// Tests only: the order pages' loader tests' server answers, the delivery steps' saved addresses.
export { contextAnswering, loaderContext, thrownResponse, type TestAnswer } from './test-loader.js';
export { TEST_DEPARTMENT, TEST_LOCKER } from './test-addresses.js';
export { TEST_BUYOUT_ORDER_ID, TEST_BUYOUT_PRODUCT_IDS, testBuyoutOrder } from './test-buyout-order.js';
