export default {
  meta: {
    successTitle: 'Order paid | Posylka',
    failureTitle: 'Payment failed | Posylka',
  },
  success: {
    title: 'Thank you! Your order is paid',
    titleEdited: 'Your order changes are saved',
    subtitle: 'We will send the confirmation and further news about the order to {{email}}.',
    subtitleNoEmail: 'News about the order will appear in your account.',
    checking: 'Checking the payment…',
    checkUnknown:
      'The payment system has not confirmed the payment yet. The order status will update in a few minutes.',
    order: 'Order',
    total: 'Total',
    addAnother: 'Add another order',
    viewOrder: 'View the order',
  },
  customs: {
    title: 'Customs documents needed',
    text: "The order total is above the duty-free limit. Add the recipient's passport or ID-card details so the parcel is not held at customs.",
    addDocuments: 'Add documents',
    saved: {
      document: '{{type}} {{number}}, {{name}}: saved in your account',
      type: { passport: 'Passport', card: 'ID card' },
      consent: 'I consent to the processing of my personal data for the customs clearance of this order',
      consentRequired: 'To add the document, give your consent to the data processing',
      add: 'Add this document to the order',
      other: 'Give another document',
      doneTitle: 'Document added',
      done: 'Document {{number}} is added to the order: it will be used for customs clearance.',
    },
  },
  failure: {
    title: 'Oops! The payment did not go through',
    subtitle: 'No money was taken. Try again or change the order.',
    toPay: 'To pay',
    hint: "Check the card's balance and limits, or choose another card on the payment page.",
    retry: 'Retry payment',
    edit: 'Edit order',
  },
  exit: {
    open: 'Exit',
    title: 'Leave without paying?',
    text: 'The order stays in your list, unpaid. We only start buying after payment, and shop prices may change.',
    leave: 'To my orders',
  },
  promo: {
    title: 'Your {{amount}} off delivery',
    text: 'Valid until {{until}} Kyiv time and applied to your next order automatically.',
    startParcel: 'Declare a parcel',
  },
  stores: {
    title: 'Popular US store categories',
  },
};
