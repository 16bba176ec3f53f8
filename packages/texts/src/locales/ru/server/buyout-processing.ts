// Buy-out processing's 409 answers (ProcessingConflictError). The customer reads some (answering
// a question), the operator console the others; every text is in all languages anyway, because the
// error handler answers in the request's language.
export default {
  notInProcessing: 'Этот заказ сейчас не выкупается: он не оплачен, отменён или возвращён.',
  lineRecorded:
    'Этот товар уже записан с другой ценой или количеством. Изменить можно только номер заказа в магазине и трек-номер.',
  noQuestion: 'По этому товару нет вопроса, на который нужно ответить.',
  noSurcharge: 'Для этого товара нет доплаты, которую можно оплатить.',
  refundWindowClosed: 'Возврат возможен только в течение 14 дней после оплаты.',
  nothingToRefund: 'Вернуть невозможно: оплата не найдена или уже возвращена.',
  notAllBought:
    'Ещё не все товары выкуплены или возвращены: посылку можно создать, когда каждый товар обработан и хотя бы один выкуплен.',
  alreadyArrived: 'Посылка для этого заказа уже создана.',
};
