// The sandbox hosted payment page: plain HTML (no scripts), in the request's language, with the
// amount and two buttons that post the tester's decision back to us.
import { formatMoney, localizedText as t, type Locale, type Money } from '@posylka/domain';

const TEXT = {
  title: t('Тестова оплата', 'Тестовая оплата', 'Test payment', 'Plată de test'),
  note: t(
    'Це тестовий платіжний шлюз: гроші не списуються. Оберіть результат оплати.',
    'Это тестовый платёжный шлюз: деньги не списываются. Выберите результат оплаты.',
    'This is a test payment gateway: no money is taken. Choose the payment result.',
    'Aceasta este o poartă de plată de test: nu se retrag bani. Alegeți rezultatul plății.',
  ),
  order: t('Замовлення', 'Заказ', 'Order', 'Comanda'),
  amount: t('До сплати', 'К оплате', 'Amount due', 'De plată'),
  pay: t('Сплатити', 'Оплатить', 'Pay', 'Plătește'),
  decline: t('Відхилити', 'Отклонить', 'Decline', 'Refuză'),
  done: t(
    'Цю оплату вже оброблено.',
    'Этот платёж уже обработан.',
    'This payment has already been processed.',
    'Această plată a fost deja procesată.',
  ),
  back: t('Повернутися до замовлення', 'Вернуться к заказу', 'Back to the order', 'Înapoi la comandă'),
};

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sandboxPaymentPage(input: {
  locale: Locale;
  action: string;
  orderNumber: string;
  amount: Money;
  /** Already paid or failed: no buttons, a link back instead. */
  settledHref: string | null;
}): string {
  const l = input.locale;
  const lang = l === 'eng' ? 'en' : l;
  const body = input.settledHref
    ? `<p>${TEXT.done[l]}</p><p><a href="${escape(input.settledHref)}">${TEXT.back[l]}</a></p>`
    : `<form method="post" action="${escape(input.action)}">
  <button type="submit" name="decision" value="pay" style="padding:.6em 1.4em;margin-right:1em">${TEXT.pay[l]}</button>
  <button type="submit" name="decision" value="decline" style="padding:.6em 1.4em">${TEXT.decline[l]}</button>
</form>`;
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEXT.title[l]}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>${TEXT.title[l]}</h1>
<p>${TEXT.note[l]}</p>
<dl><dt>${TEXT.order[l]}</dt><dd>${escape(input.orderNumber)}</dd>
<dt>${TEXT.amount[l]}</dt><dd data-testid="amount">${escape(formatMoney(input.amount, l))}</dd></dl>
${body}
</body>
</html>`;
}
