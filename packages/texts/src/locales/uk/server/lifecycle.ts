// The lifecycle routes' 409 answers and the cancel notice. Refusals of a move are the domain's
// (`lifecycle-refusals`).
export default {
  stateChanged: 'Статус посилки щойно змінився. Оновіть сторінку і спробуйте ще раз.',
  consolidationClosed: 'Це об’єднання вже не можна змінити: його скасовано або відправлено.',
  consolidationCanceled: 'Об’єднання скасовано: посилки повернулися на склад.',
};
