// What the console's message routes answer when a delivery cannot be sent again (DeliveryRetryError).
export default {
  notFound: 'Сообщение не найдено',
  alreadySent: 'Это сообщение уже отправлено: отправлять его снова не нужно',
};
