// Money (apps/server/src/notifications/templates/money.ts): a payment's result, a refund with the date it
// reaches the card, a surcharge to pay. {{amount}} and {{arrivesBy}} come formatted in the language.
export default {
  paymentSucceeded: {
    subject: 'Payment for order {{number}} received',
    lines: ['We have received {{amount}} for order {{number}}. The receipt is on the order page.'],
    action: 'Open the order',
  },
  paymentFailed: {
    subject: 'Payment for order {{number}} did not go through',
    lines: [
      'The bank did not confirm the payment for order {{number}}. No money was taken; try again or use another card.',
    ],
    action: 'Pay again',
  },
  refund: {
    subject: 'Refund of {{amount}} for order {{number}}',
    lines: [
      'We have refunded {{amount}} for order {{number}}. The money reaches your card by {{arrivesBy}} at the latest.',
    ],
    action: 'Open the order',
  },
  surcharge: {
    subject: 'Order {{number}}: surcharge of {{amount}}',
    lines: [
      'The price of an item in order {{number}} rose within what you allowed. Pay {{amount}} and we buy it.',
    ],
    action: 'Pay the surcharge',
  },
};
