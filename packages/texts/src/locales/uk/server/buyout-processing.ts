// Buy-out processing's 409 answers (ProcessingConflictError). The customer reads some (answering
// a question), the operator console the others; every text is in all languages anyway, because the
// error handler answers in the request's language.
export default {
  notInProcessing: 'Це замовлення зараз не викуповується: воно не оплачене, скасоване або повернене.',
  lineRecorded:
    'Цей товар уже записано з іншою ціною або кількістю. Змінити можна лише номер замовлення в магазині та трек-номер.',
  noQuestion: 'Щодо цього товару немає питання, на яке потрібно відповісти.',
  noSurcharge: 'Для цього товару немає доплати, яку можна сплатити.',
  refundWindowClosed: 'Повернення можливе лише протягом 14 днів після оплати.',
  nothingToRefund: 'Повернути неможливо: оплату не знайдено або її вже повернено.',
  notAllBought:
    'Ще не всі товари викуплено або повернено: посилку можна створити, коли кожен товар опрацьовано і хоч один викуплено.',
  alreadyArrived: 'Посилку для цього замовлення вже створено.',
};
