// The cabinet's alert messages (features/alerts), one per stored alert code: the keys are the codes
// as the alerts table keeps them. The server fills the {{variables}} (money, a parcel state's name).
export default {
  welcome: {
    title: 'Welcome to Posylka!',
    text: 'Your warehouse addresses are ready. Shop abroad and declare your parcels here.',
  },
  bonuses_credited: {
    title: 'Bonuses credited',
    text: '{{amount}} has been added to your bonus balance for parcel {{orderRef}}.',
  },
  promo_delivery: {
    title: '{{amount}} off delivery',
    text: 'Enter the promo code when you register a parcel to get a discount on international delivery.',
  },
  'order-status': {
    title: 'Parcel {{number}}: {{state}}',
    text: 'The status of parcel {{number}} has changed: {{state}}.',
  },
  'buyout-question': {
    title: 'Order {{number}}: we need your answer',
    text: 'The price or quantity of a product in the shop has changed. Accept or refuse it on the order page.',
  },
  'buyout-surcharge': {
    title: 'Order {{number}}: pay {{amount}} more',
    text: 'The shop price of a product is higher. Pay the {{amount}} difference on the order page and we will buy it.',
  },
  'buyout-overdue': {
    title: 'Order {{number}}: not bought within 72 hours',
    text: 'We did not manage to buy your products within 72 hours of payment. You can wait, or cancel the order on its page and get everything you paid back to your card.',
  },
  'track-conflict': {
    title: 'Parcel {{number}}: check the track number',
    text: "The warehouse received a parcel with the track number {{trackNo}}, but its label carries another customer's code, so it went to them. Check the track number with the shop and enter the right one in declaration {{number}}.",
  },
};
