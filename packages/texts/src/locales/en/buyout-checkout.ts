// The buy-out checkout wizard (SPEC §2 "Buy-out checkout wizard", §4 "Buy-out", §5 "Buy-out").
export default {
  meta: {
    title: 'Buy from US shops — Posylka',
  },
  title: {
    create: 'Buy from US shops',
    edit: 'Change order {{number}}',
  },
  /** Issue 14 "Unpaid orders": the checkout opened from an order awaiting payment. */
  reopened:
    'Order {{number}} is not paid yet. Change the products, delivery or promo code and pay again: after the first change the earlier payment link no longer works.',
  loading: 'Loading the order…',
  steps: {
    products: 'Products',
    delivery: 'Delivery',
    payment: 'Payment',
    hasErrors: 'has errors',
  },
  buttons: {
    next: 'Next',
    save: 'Save',
    edit: 'Change',
    pay: 'Pay {{amount}}',
    saveEdit: 'Save changes',
  },
  summary: {
    products_one: '{{count}} product for {{total}}',
    products_other: '{{count}} products for {{total}}',
  },
  products: {
    orderName: 'Order name',
    lineLabel: 'Product {{n}}',
    delete: 'Delete',
    link: 'Product link',
    name: 'Product name (Latin letters)',
    nameHint: 'As on the shop page, no Cyrillic',
    size: 'Size',
    color: 'Colour',
    quantity: 'Quantity',
    price: 'Unit price, $',
    comment: 'Comment for the buyer',
    allowOverpricing: 'Buy even if the price goes up (up to +{{percent}}, at most {{max}})',
    allowLowerQuantity: 'Buy fewer if not all are in stock',
    add: 'Add product',
    originalQuantity: 'Paid: {{value}} pcs',
    originalPrice: 'Not above the paid price: {{value}}',
  },
  fees: {
    title: 'Order cost',
    products_one: '{{count}} product',
    products_other: '{{count}} products',
    overQuantity_one: 'Fee for {{count}} product over the limit',
    overQuantity_other: 'Fee for {{count}} products over the limit',
    service: 'Buy-out fee ({{percent}})',
    insurance: 'Insurance',
    total: 'Total to pay',
    discount: 'Delivery discount',
    customs: 'Estimated customs charges',
    customsNote: 'The goods exceed the duty-free limit: duty is paid on receipt.',
    tariff: 'International delivery: from {{price}} up to {{weight}}',
  },
  delivery: {
    recipient: 'Recipient',
    recipientHint: 'As in the passport, in Ukrainian letters',
    lastName: 'Last name',
    firstName: 'First name',
    middleName: 'Middle name',
    phone: "Recipient's phone",
    address: 'Delivery address',
    addNew: 'Add a new address',
    lockerDisabled: 'Parcel locker unavailable: the order total exceeds 10,000 UAH.',
  },
  payment: {
    taxAgreement: 'I agree to pay duty and VAT (≈ {{amount}}) on receipt',
    terms:
      'The buyer purchases the goods within 72 hours. If a purchase fails, the money returns to your card within 14 days.',
    error: 'Could not start the payment. Please try again.',
    why: {
      notSaved: 'First add the product link and name: the order is saved as a draft.',
      invalid: 'Fix the errors in the “{{step}}” step.',
      promoPending: 'Checking the promo code…',
    },
  },
  promo: {
    title: 'Promo code',
    label: 'Have a promo code?',
    apply: 'Apply',
    applied: 'Promo code {{code}} applied',
    used: 'You have already used promo code {{code}} on another order: it works once',
    usedUp: 'Promo code {{code}} has run out: it has been used the maximum number of times',
    churn: 'Your personal discount of {{amount}} is applied',
    remove: 'Remove',
    invalid: 'This promo code is not valid for this order',
  },
  modals: {
    ok: 'Got it',
    firstProduct: {
      title: 'All products from one shop',
      text: 'One order can only hold products from one shop. For another shop, place a separate order.',
    },
    overFee: {
      title: 'Fee for the number of products',
      text_one:
        'The order includes {{count}} product at no extra charge. Each further product costs {{fee}}.',
      text_other:
        'The order includes {{count}} products at no extra charge. Each further product costs {{fee}}.',
    },
    locker: {
      title: 'Parcel locker unavailable',
      text: 'A parcel locker takes parcels within these limits:',
      value: 'declared value up to {{max}}',
      size: 'size up to 40×60×30 cm',
      weight: 'weight up to 20 kg',
    },
    phone: {
      title: 'Confirm your phone number',
      text: 'We send order updates to it, and the courier calls before delivery.',
      later: 'Later',
    },
  },
  sideNote: {
    title: 'How buy-out works',
    buy: 'Add links to products from one US shop — our buyer purchases them within 72 hours.',
    overprice: 'If the price goes up, we pay up to +{{percent}} (at most {{max}}) when you allow it.',
    refund: 'If a product cannot be bought, the money returns to your card within 14 days.',
    delivery: 'The goods arrive at our US warehouse and travel to you like a regular parcel.',
  },
};
