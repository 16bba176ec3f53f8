// What the console's message routes answer when a delivery cannot be sent again (DeliveryRetryError).
export default {
  notFound: 'Message not found',
  alreadySent: 'This message has already been sent: there is nothing to send again',
};
