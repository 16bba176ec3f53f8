// Buy-out orders (apps/server/src/notifications/templates/buyout.ts): a price question, bought,
// arrived at the US warehouse, 72 hours passed.
export default {
  priceQuestion: {
    subject: 'Order {{number}}: we need your answer',
    lines: ['The price of an item in order {{number}} has changed. Accept the new price or drop the item.'],
    action: 'Answer',
  },
  bought: {
    subject: 'Order {{number}} bought',
    lines: ['We have bought the goods of order {{number}}. We will write when they reach the US warehouse.'],
    action: 'Open the order',
  },
  arrived: {
    subject: 'Order {{number}} is at the US warehouse',
    lines: [
      'The goods of order {{number}} have reached our US warehouse and are being prepared for Ukraine.',
    ],
    action: 'Open the order',
  },
  overdue: {
    subject: 'Order {{number}}: 72 hours have passed',
    lines: [
      'We have not bought order {{number}} within 72 hours. You can wait, or cancel it and get all your money back.',
    ],
    action: 'Open the order',
  },
};
