// What the console's message routes answer when a delivery cannot be sent again (DeliveryRetryError).
export default {
  notFound: 'Повідомлення не знайдено',
  alreadySent: 'Це повідомлення вже надіслано: надсилати його знову не потрібно',
};
