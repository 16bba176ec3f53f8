// Every word of a receipt (features/receipts, receipt-pdf.ts). `{{name}}` is the product's name; a
// refund's reason words follow the customer's order page (web locales, buyout-show refunds.kind).
export default {
  title: {
    payment: 'Квитанція про оплату',
    surcharge: 'Квитанція про доплату',
    refund: 'Квитанція про повернення коштів',
  },
  number: 'Квитанція №',
  service: 'Послуга',
  serviceName: 'Posylka — викуп товарів у магазинах США',
  order: 'Замовлення',
  operation: 'Операція',
  kind: {
    payment: 'Оплата замовлення',
    surcharge: 'Доплата за «{{name}}» (ціна в магазині зросла)',
    refund: 'Повернення коштів на картку',
  },
  reason: {
    edit: 'ви змінили замовлення — різницю повертаємо',
    cancel: 'замовлення скасовано',
    lower_price: '«{{name}}»: у магазині дешевше — різницю повертаємо',
    unavailable: '«{{name}}»: немає в магазині',
    lower_quantity: '«{{name}}»: у магазині менша кількість',
    refused: '«{{name}}»: ви відмовилися від зміни ціни або кількості',
    operator: 'повернення оператором',
    unwanted: 'зайва оплата повертається',
    overdue: 'не викуплено за 72 години — замовлення скасовано',
  },
  amount: 'Сума',
  amountUah: 'Сума в гривнях',
  rate: 'Курс НБУ',
  /** `{{currency}}` is the ISO code, `{{rate}}` the hryvnias per unit. */
  rateValue: '1 {{currency}} = {{rate}} грн',
  dateTime: 'Дата і час (Київ)',
  provider: 'Платіжна система',
  providers: {
    sandbox: 'Тестовий платіжний шлюз',
    liqpay: 'LiqPay',
  },
  providerRef: 'Номер платежу в платіжній системі',
  customer: 'Клієнт',
  email: 'Електронна пошта',
  arrivesBy: 'Надійде на картку до',
  footer: 'Квитанцію сформовано автоматично сервісом Posylka; вона дійсна без підпису й печатки.',
};
