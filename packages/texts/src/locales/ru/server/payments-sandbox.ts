// The sandbox hosted payment page (features/payments, sandbox-page.ts). The e2e buy-out journey
// presses "Сплатити" / "Відхилити" under the heading "Тестова оплата": change the Ukrainian wording
// together with e2e/journeys/buyout.test.ts.
export default {
  title: 'Тестовая оплата',
  note: 'Это тестовый платёжный шлюз: деньги не списываются. Выберите результат оплаты.',
  order: 'Заказ',
  amount: 'К оплате',
  base: 'что составляет {{base}} по курсу НБУ {{rate}}',
  pay: 'Оплатить',
  decline: 'Отклонить',
  choice: 'Результат оплаты',
  done: 'Этот платёж уже обработан.',
  back: 'Вернуться к заказу',
};
