// Every word of a receipt (receipt-pdf.ts), per interface language. `{{name}}` is the product's name;
// a refund's reason words follow the customer's order page (web locales, buyout-show refunds.kind).
import type { Locale, RefundReason } from '@posylka/domain';

export type ReceiptTexts = {
  title: { payment: string; surcharge: string; refund: string };
  number: string;
  service: string;
  serviceName: string;
  order: string;
  operation: string;
  kind: { payment: string; surcharge: string; refund: string };
  reason: Record<RefundReason, string>;
  amount: string;
  amountUah: string;
  /** "{{currency}}" is the ISO code, "{{rate}}" the hryvnias per unit. */
  rate: string;
  rateValue: string;
  dateTime: string;
  provider: string;
  providers: { sandbox: string; liqpay: string };
  providerRef: string;
  customer: string;
  email: string;
  arrivesBy: string;
  footer: string;
};

const uk: ReceiptTexts = {
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
  rateValue: '1 {{currency}} = {{rate}} грн',
  dateTime: 'Дата і час (Київ)',
  provider: 'Платіжна система',
  providers: { sandbox: 'Тестовий платіжний шлюз', liqpay: 'LiqPay' },
  providerRef: 'Номер платежу в платіжній системі',
  customer: 'Клієнт',
  email: 'Електронна пошта',
  arrivesBy: 'Надійде на картку до',
  footer: 'Квитанцію сформовано автоматично сервісом Posylka; вона дійсна без підпису й печатки.',
};

const ru: ReceiptTexts = {
  title: {
    payment: 'Квитанция об оплате',
    surcharge: 'Квитанция о доплате',
    refund: 'Квитанция о возврате денег',
  },
  number: 'Квитанция №',
  service: 'Услуга',
  serviceName: 'Posylka — выкуп товаров в магазинах США',
  order: 'Заказ',
  operation: 'Операция',
  kind: {
    payment: 'Оплата заказа',
    surcharge: 'Доплата за «{{name}}» (цена в магазине выросла)',
    refund: 'Возврат денег на карту',
  },
  reason: {
    edit: 'вы изменили заказ — разницу возвращаем',
    cancel: 'заказ отменён',
    lower_price: '«{{name}}»: в магазине дешевле — разницу возвращаем',
    unavailable: '«{{name}}»: нет в магазине',
    lower_quantity: '«{{name}}»: в магазине меньшее количество',
    refused: '«{{name}}»: вы отказались от изменения цены или количества',
    operator: 'возврат оператором',
    unwanted: 'лишняя оплата возвращается',
    overdue: 'не выкуплено за 72 часа — заказ отменён',
  },
  amount: 'Сумма',
  amountUah: 'Сумма в гривнах',
  rate: 'Курс НБУ',
  rateValue: '1 {{currency}} = {{rate}} грн',
  dateTime: 'Дата и время (Киев)',
  provider: 'Платёжная система',
  providers: { sandbox: 'Тестовый платёжный шлюз', liqpay: 'LiqPay' },
  providerRef: 'Номер платежа в платёжной системе',
  customer: 'Клиент',
  email: 'Электронная почта',
  arrivesBy: 'Поступит на карту до',
  footer: 'Квитанция сформирована автоматически сервисом Posylka и действительна без подписи и печати.',
};

const en: ReceiptTexts = {
  title: { payment: 'Payment receipt', surcharge: 'Surcharge receipt', refund: 'Refund receipt' },
  number: 'Receipt No.',
  service: 'Service',
  serviceName: 'Posylka: buying from US shops for you',
  order: 'Order',
  operation: 'Operation',
  kind: {
    payment: 'Order payment',
    surcharge: 'Surcharge for “{{name}}” (the shop’s price rose)',
    refund: 'Refund to your card',
  },
  reason: {
    edit: 'you changed the order, the difference goes back',
    cancel: 'order cancelled',
    lower_price: '“{{name}}”: cheaper in the shop, the difference goes back',
    unavailable: '“{{name}}”: not available in the shop',
    lower_quantity: '“{{name}}”: the shop had fewer items',
    refused: '“{{name}}”: you refused the price or quantity change',
    operator: 'refund by our operator',
    unwanted: 'an extra payment goes back',
    overdue: 'not bought within 72 hours, order cancelled',
  },
  amount: 'Amount',
  amountUah: 'Amount in hryvnias',
  rate: 'NBU exchange rate',
  rateValue: '1 {{currency}} = {{rate}} UAH',
  dateTime: 'Date and time (Kyiv)',
  provider: 'Payment system',
  providers: { sandbox: 'Test payment gateway', liqpay: 'LiqPay' },
  providerRef: 'Payment reference',
  customer: 'Customer',
  email: 'E-mail',
  arrivesBy: 'Reaches your card by',
  footer: 'This receipt was issued automatically by Posylka and is valid without a signature or stamp.',
};

const ro: ReceiptTexts = {
  title: {
    payment: 'Chitanță de plată',
    surcharge: 'Chitanță de plată suplimentară',
    refund: 'Chitanță de rambursare',
  },
  number: 'Chitanța nr.',
  service: 'Serviciu',
  serviceName: 'Posylka: cumpărăm pentru dvs. din magazine din SUA',
  order: 'Comanda',
  operation: 'Operațiune',
  kind: {
    payment: 'Plata comenzii',
    surcharge: 'Plată suplimentară pentru „{{name}}” (prețul din magazin a crescut)',
    refund: 'Rambursare pe card',
  },
  reason: {
    edit: 'ați modificat comanda, diferența se returnează',
    cancel: 'comanda a fost anulată',
    lower_price: '„{{name}}”: mai ieftin în magazin, diferența se returnează',
    unavailable: '„{{name}}”: nu este disponibil în magazin',
    lower_quantity: '„{{name}}”: magazinul a avut mai puține bucăți',
    refused: '„{{name}}”: ați refuzat schimbarea prețului sau a cantității',
    operator: 'rambursare de către operator',
    unwanted: 'o plată în plus se returnează',
    overdue: 'necumpărat în 72 de ore, comanda a fost anulată',
  },
  amount: 'Suma',
  amountUah: 'Suma în grivne',
  rate: 'Cursul BNU',
  rateValue: '1 {{currency}} = {{rate}} UAH',
  dateTime: 'Data și ora (Kiev)',
  provider: 'Sistem de plată',
  providers: { sandbox: 'Gateway de plată de test', liqpay: 'LiqPay' },
  providerRef: 'Referința plății',
  customer: 'Client',
  email: 'E-mail',
  arrivesBy: 'Ajunge pe card până la',
  footer: 'Chitanța a fost emisă automat de Posylka și este valabilă fără semnătură sau ștampilă.',
};

/** The receipts' words; eng (English for Romania) reads the English ones. */
export const RECEIPT_TEXTS: Record<Locale, ReceiptTexts> = { uk, ru, en, ro, eng: en };

/** `{{name}}`-style placeholders filled in. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');
}
