export default {
  onboarding: {
    title: 'How to start',
    close: 'Hide the tips',
    address: {
      title: 'Your address abroad',
      text: 'Our warehouse addresses with your customer code: use them in shops.',
      cta: 'View my address',
    },
    shop: {
      title: 'Buy in a shop',
      text: 'Pick a shop in the catalogue and check out to the warehouse address.',
      cta: 'Open the catalogue',
    },
    declare: {
      title: 'Declare the parcel',
      text: 'Add the tracking number and contents so we accept the parcel at the warehouse.',
      cta: 'Declare a parcel',
    },
    receive: {
      title: 'Receive it in Ukraine',
      text: 'Choose where to deliver: a branch, a parcel locker or your home.',
      cta: 'My delivery addresses',
    },
  },
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
