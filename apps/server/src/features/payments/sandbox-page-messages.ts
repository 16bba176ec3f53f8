import type { Locale } from '@posylka/domain';

/** Every word of the sandbox hosted payment page (sandbox-page.ts), per interface language. */
export type SandboxPaymentTexts = {
  title: string;
  note: string;
  order: string;
  amount: string;
  /** "{base} at the NBU rate {rate}": what the hryvnias pay for. */
  base: string;
  pay: string;
  decline: string;
  /** Names the group of the two buttons for screen readers. */
  choice: string;
  done: string;
  back: string;
};

// The e2e buy-out journey presses "Сплатити" / "Відхилити" under the heading "Тестова оплата":
// change the Ukrainian wording together with e2e/journeys/buyout.test.ts.
export const SANDBOX_PAYMENT_TEXTS = {
  uk: {
    title: 'Тестова оплата',
    note: 'Це тестовий платіжний шлюз: гроші не списуються. Оберіть результат оплати.',
    order: 'Замовлення',
    amount: 'До сплати',
    base: 'що становить {base} за курсом НБУ {rate}',
    pay: 'Сплатити',
    decline: 'Відхилити',
    choice: 'Результат оплати',
    done: 'Цю оплату вже оброблено.',
    back: 'Повернутися до замовлення',
  },
  ru: {
    title: 'Тестовая оплата',
    note: 'Это тестовый платёжный шлюз: деньги не списываются. Выберите результат оплаты.',
    order: 'Заказ',
    amount: 'К оплате',
    base: 'что составляет {base} по курсу НБУ {rate}',
    pay: 'Оплатить',
    decline: 'Отклонить',
    choice: 'Результат оплаты',
    done: 'Этот платёж уже обработан.',
    back: 'Вернуться к заказу',
  },
  en: {
    title: 'Test payment',
    note: 'This is a test payment gateway: no money is taken. Choose the payment result.',
    order: 'Order',
    amount: 'Amount due',
    base: 'that is {base} at the NBU rate of {rate}',
    pay: 'Pay',
    decline: 'Decline',
    choice: 'Payment result',
    done: 'This payment has already been processed.',
    back: 'Back to the order',
  },
  ro: {
    title: 'Plată de test',
    note: 'Aceasta este o poartă de plată de test: nu se retrag bani. Alegeți rezultatul plății.',
    order: 'Comanda',
    amount: 'De plată',
    base: 'adică {base} la cursul BNU de {rate}',
    pay: 'Plătește',
    decline: 'Refuză',
    choice: 'Rezultatul plății',
    done: 'Această plată a fost deja procesată.',
    back: 'Înapoi la comandă',
  },
  eng: {
    title: 'Test payment',
    note: 'This is a test payment gateway: no money is taken. Choose the payment result.',
    order: 'Order',
    amount: 'Amount due',
    base: 'that is {base} at the NBU rate of {rate}',
    pay: 'Pay',
    decline: 'Decline',
    choice: 'Payment result',
    done: 'This payment has already been processed.',
    back: 'Back to the order',
  },
} as const satisfies Record<Locale, SandboxPaymentTexts>;
