import { formatMoney, isCurrencyCode, shipmentStateName, type Locale } from '@posylka/domain';

/** Wording of every alert code, per interface language; {name} placeholders come from the alert's params. */
const ALERT_TEXTS = {
  welcome: {
    uk: {
      title: 'Вітаємо в Posylka!',
      text: 'Ваші адреси складів уже готові. Купуйте в іноземних магазинах і декларуйте посилки тут.',
    },
    ru: {
      title: 'Добро пожаловать в Posylka!',
      text: 'Ваши адреса складов уже готовы. Покупайте в иностранных магазинах и декларируйте посылки здесь.',
    },
    en: {
      title: 'Welcome to Posylka!',
      text: 'Your warehouse addresses are ready. Shop abroad and declare your parcels here.',
    },
    ro: {
      title: 'Bun venit la Posylka!',
      text: 'Adresele depozitelor dvs. sunt gata. Cumpărați din magazine străine și declarați coletele aici.',
    },
    eng: {
      title: 'Welcome to Posylka!',
      text: 'Your warehouse addresses are ready. Shop abroad and declare your parcels here.',
    },
  },
  bonuses_credited: {
    uk: {
      title: 'Нараховано бонуси',
      text: 'На ваш бонусний рахунок надійшло {amount} за посилку {orderRef}.',
    },
    ru: {
      title: 'Начислены бонусы',
      text: 'На ваш бонусный счёт поступило {amount} за посылку {orderRef}.',
    },
    en: {
      title: 'Bonuses credited',
      text: '{amount} has been added to your bonus balance for parcel {orderRef}.',
    },
    ro: {
      title: 'Bonusuri acordate',
      text: 'Au fost adăugate {amount} în contul de bonusuri pentru coletul {orderRef}.',
    },
    eng: {
      title: 'Bonuses credited',
      text: '{amount} has been added to your bonus balance for parcel {orderRef}.',
    },
  },
  promo_delivery: {
    uk: {
      title: 'Знижка {amount} на доставку',
      text: 'Введіть промокод під час оформлення посилки, щоб отримати знижку на міжнародну доставку.',
    },
    ru: {
      title: 'Скидка {amount} на доставку',
      text: 'Введите промокод при оформлении посылки, чтобы получить скидку на международную доставку.',
    },
    en: {
      title: '{amount} off delivery',
      text: 'Enter the promo code when you register a parcel to get a discount on international delivery.',
    },
    ro: {
      title: 'Reducere de {amount} la livrare',
      text: 'Introduceți codul promoțional la înregistrarea coletului pentru o reducere la livrarea internațională.',
    },
    eng: {
      title: '{amount} off delivery',
      text: 'Enter the promo code when you register a parcel to get a discount on international delivery.',
    },
  },
  // Every change of a parcel's state (features/lifecycle); {state} is worded per locale below.
  'order-status': {
    uk: { title: 'Посилка {number}: {state}', text: 'Статус посилки {number} змінився: {state}.' },
    ru: { title: 'Посылка {number}: {state}', text: 'Статус посылки {number} изменился: {state}.' },
    en: { title: 'Parcel {number}: {state}', text: 'The status of parcel {number} has changed: {state}.' },
    ro: { title: 'Coletul {number}: {state}', text: 'Starea coletului {number} s-a schimbat: {state}.' },
    eng: { title: 'Parcel {number}: {state}', text: 'The status of parcel {number} has changed: {state}.' },
  },
  // A buy-out line whose price rose beyond what the customer allowed, or with fewer items in the shop
  // (features/buyout processing): the customer answers on the order page.
  'buyout-question': {
    uk: {
      title: 'Замовлення {number}: потрібна ваша відповідь',
      text: 'Ціна або кількість товару в магазині змінилася. Погодьтеся або відмовтеся на сторінці замовлення.',
    },
    ru: {
      title: 'Заказ {number}: нужен ваш ответ',
      text: 'Цена или количество товара в магазине изменились. Согласитесь или откажитесь на странице заказа.',
    },
    en: {
      title: 'Order {number}: we need your answer',
      text: 'The price or quantity of a product in the shop has changed. Accept or refuse it on the order page.',
    },
    ro: {
      title: 'Comanda {number}: avem nevoie de răspunsul dvs.',
      text: 'Prețul sau cantitatea unui produs din magazin s-a schimbat. Acceptați sau refuzați pe pagina comenzii.',
    },
    eng: {
      title: 'Order {number}: we need your answer',
      text: 'The price or quantity of a product in the shop has changed. Accept or refuse it on the order page.',
    },
  },
  // An accepted price rise of a buy-out line: the line is bought once the customer pays the difference.
  'buyout-surcharge': {
    uk: {
      title: 'Замовлення {number}: доплата {amount}',
      text: 'Ціна товару в магазині вища. Доплатіть {amount} на сторінці замовлення, і ми викупимо товар.',
    },
    ru: {
      title: 'Заказ {number}: доплата {amount}',
      text: 'Цена товара в магазине выше. Доплатите {amount} на странице заказа, и мы выкупим товар.',
    },
    en: {
      title: 'Order {number}: pay {amount} more',
      text: 'The shop price of a product is higher. Pay the {amount} difference on the order page and we will buy it.',
    },
    ro: {
      title: 'Comanda {number}: plată suplimentară {amount}',
      text: 'Prețul produsului în magazin este mai mare. Plătiți diferența de {amount} pe pagina comenzii și îl cumpărăm.',
    },
    eng: {
      title: 'Order {number}: pay {amount} more',
      text: 'The shop price of a product is higher. Pay the {amount} difference on the order page and we will buy it.',
    },
  },
  // SPEC §9 "buy within 72 hours" missed with nothing bought (the buyout-overdue job, once per order):
  // the customer may wait or cancel on the order page with a full refund.
  'buyout-overdue': {
    uk: {
      title: 'Замовлення {number}: не викуплено за 72 години',
      text: 'Ми не встигли викупити товари за 72 години після оплати. Можете зачекати або скасувати замовлення на його сторінці: усі сплачені кошти повернуться на картку.',
    },
    ru: {
      title: 'Заказ {number}: не выкуплен за 72 часа',
      text: 'Мы не успели выкупить товары за 72 часа после оплаты. Можете подождать или отменить заказ на его странице: все оплаченные средства вернутся на карту.',
    },
    en: {
      title: 'Order {number}: not bought within 72 hours',
      text: 'We did not manage to buy your products within 72 hours of payment. You can wait, or cancel the order on its page and get everything you paid back to your card.',
    },
    ro: {
      title: 'Comanda {number}: necumpărată în 72 de ore',
      text: 'Nu am reușit să cumpărăm produsele în 72 de ore de la plată. Puteți aștepta sau puteți anula comanda pe pagina ei și primiți înapoi pe card toți banii plătiți.',
    },
    eng: {
      title: 'Order {number}: not bought within 72 hours',
      text: 'We did not manage to buy your products within 72 hours of payment. You can wait, or cancel the order on its page and get everything you paid back to your card.',
    },
  },
  // The warehouse received a parcel with the track number of the customer's declaration, but its
  // label carried another customer's code (features/admin label-conflict): the label's customer got
  // it, and the declaration waits for the right track number.
  'track-conflict': {
    uk: {
      title: 'Посилка {number}: перевірте трек-номер',
      text: 'Склад отримав посилку з трек-номером {trackNo}, але на етикетці код іншого клієнта, тож її передано йому. Перевірте трек-номер у магазині та вкажіть правильний у декларації {number}.',
    },
    ru: {
      title: 'Посылка {number}: проверьте трек-номер',
      text: 'Склад получил посылку с трек-номером {trackNo}, но на этикетке код другого клиента, поэтому она передана ему. Проверьте трек-номер в магазине и укажите правильный в декларации {number}.',
    },
    en: {
      title: 'Parcel {number}: check the track number',
      text: "The warehouse received a parcel with the track number {trackNo}, but its label carries another customer's code, so it went to them. Check the track number with the shop and enter the right one in declaration {number}.",
    },
    ro: {
      title: 'Coletul {number}: verificați numărul de urmărire',
      text: 'Depozitul a primit un colet cu numărul de urmărire {trackNo}, dar eticheta poartă codul altui client, așa că i-a fost atribuit acestuia. Verificați numărul la magazin și introduceți-l pe cel corect în declarația {number}.',
    },
    eng: {
      title: 'Parcel {number}: check the track number',
      text: "The warehouse received a parcel with the track number {trackNo}, but its label carries another customer's code, so it went to them. Check the track number with the shop and enter the right one in declaration {number}.",
    },
  },
} as const satisfies Record<string, Record<Locale, { title: string; text: string }>>;

export type AlertMessageKey = keyof typeof ALERT_TEXTS;
export const ALERT_MESSAGE_KEYS = Object.keys(ALERT_TEXTS) as AlertMessageKey[];

/** An alert that hands the customer a promo code carries it in its `code` param (shown with a copy button). */
export function promoCodeOf(params: Record<string, string | number>): string | null {
  return typeof params.code === 'string' && params.code !== '' ? params.code : null;
}

export function isAlertMessageKey(value: string): value is AlertMessageKey {
  return Object.hasOwn(ALERT_TEXTS, value);
}

/** "15.90 USD": how surcharge alerts stored their amount before they carried the currency apart. */
const AMOUNT_WITH_CURRENCY = /^(\d{1,12}(?:\.\d{1,2})?) ([A-Z]{3})$/;

/**
 * Money params read the local way through the domain's formatter. `amount` with a `currency` param
 * (or stored as "15.90 USD") is that money ("15,90 $" in uk, "$15.90" in en); an `amount` alone is
 * hryvnias (SPEC §9 "Discounts and bonuses are in UAH") written as in running text: "45 ₴" or
 * "12,50 ₴" in Ukrainian, "₴45" in English, whole amounts without the ",00".
 * A value that is not a number is shown as it is: a stored alert never makes the list fail.
 */
function formatParam(name: string, params: Record<string, string | number>, locale: Locale): string {
  const value = params[name];
  if (value === undefined) return '';
  // A shipment state travels as its code, so a stored alert reads right in whatever language it is opened.
  if (name === 'state') return shipmentStateName(String(value), locale);
  if (name !== 'amount') return String(value);
  const text = String(value);
  const tagged = AMOUNT_WITH_CURRENCY.exec(text);
  const currency = tagged?.[2] ?? (typeof params.currency === 'string' ? params.currency : null);
  const amount = tagged?.[1] ?? text;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount)) return text;
  if (currency && currency !== 'UAH' && isCurrencyCode(currency))
    return formatMoney({ amount, currency }, locale);
  return formatMoney({ amount, currency: 'UAH' }, locale, { wholeWithoutCents: true });
}

/** The alert in the request's language; null for a code this release does not know (it is skipped). */
export function wordAlert(
  key: string,
  params: Record<string, string | number>,
  locale: Locale,
): { title: string; text: string } | null {
  if (!isAlertMessageKey(key)) return null;
  const texts = ALERT_TEXTS[key][locale];
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (_, name: string) => formatParam(name, params, locale));
  return { title: fill(texts.title), text: fill(texts.text) };
}
