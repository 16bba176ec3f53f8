// The lifecycle routes' 409 answers and the cancel notice. Refusals of a move are the domain's
// (`lifecycle-refusals`).
export default {
  stateChanged: 'Статус посылки только что изменился. Обновите страницу и попробуйте ещё раз.',
  consolidationClosed: 'Это объединение уже нельзя изменить: оно отменено или отправлено.',
  consolidationCanceled: 'Объединение отменено: посылки вернулись на склад.',
};
