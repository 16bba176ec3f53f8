// The sandbox hosted payment page (features/payments, sandbox-page.ts). The e2e buy-out journey
// presses "Сплатити" / "Відхилити" under the heading "Тестова оплата": change the Ukrainian wording
// together with e2e/journeys/buyout.test.ts.
export default {
  title: 'Тестова оплата',
  note: 'Це тестовий платіжний шлюз: гроші не списуються. Оберіть результат оплати.',
  order: 'Замовлення',
  amount: 'До сплати',
  /** What the hryvnias pay for: the amount in the order's currency and the NBU rate. */
  base: 'що становить {{base}} за курсом НБУ {{rate}}',
  pay: 'Сплатити',
  decline: 'Відхилити',
  /** Names the group of the two buttons for screen readers. */
  choice: 'Результат оплати',
  done: 'Цю оплату вже оброблено.',
  back: 'Повернутися до замовлення',
};
