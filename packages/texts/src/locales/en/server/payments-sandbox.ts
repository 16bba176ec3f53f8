// The sandbox hosted payment page (features/payments, sandbox-page.ts). The e2e buy-out journey
// presses "Сплатити" / "Відхилити" under the heading "Тестова оплата": change the Ukrainian wording
// together with e2e/journeys/buyout.test.ts.
export default {
  title: 'Test payment',
  note: 'This is a test payment gateway: no money is taken. Choose the payment result.',
  order: 'Order',
  amount: 'Amount due',
  base: 'that is {{base}} at the NBU rate of {{rate}}',
  pay: 'Pay',
  decline: 'Decline',
  choice: 'Payment result',
  done: 'This payment has already been processed.',
  back: 'Back to the order',
};
