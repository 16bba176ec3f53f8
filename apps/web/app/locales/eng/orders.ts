export default {
  meta: { title: 'My orders | Posylka', description: 'Your parcels and buy-out orders at Posylka.' },
  title: 'My orders',
  greeting: 'Logged in as {{email}}',
  customerCode: 'Your customer code: {{code}}',
  emailNotVerified: 'Please confirm your e-mail: we sent a message to {{email}}.',
  resend: 'Send the e-mail again',
  resent: 'The e-mail has been sent again.',
  empty: {
    title: 'Nothing here yet',
    text: 'Declare a parcel you bought abroad, or let our buyer make the purchase for you.',
  },
  declareParcel: 'Declare a parcel',
  orderBuyout: 'Order a buy-out',
};
