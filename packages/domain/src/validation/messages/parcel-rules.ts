import type { LocalizedMessage } from './types.js';

/** The parcel rules of issue 13 (packages/domain/src/parcel-rules): registration, value, papers, locker limits. */
export const PARCEL_RULES_MESSAGES = {
  'parcel.notRegistered': {
    uk: 'Завершіть оформлення посилки: без декларації її не можна відправити',
    ru: 'Завершите оформление посылки: без декларации её нельзя отправить',
    en: 'Complete the parcel’s declaration: it cannot be sent without one',
    ro: 'Finalizați declarația coletului: fără ea nu poate fi expediat',
    eng: 'Complete the parcel’s declaration: it cannot be sent without one',
  },
  'parcel.maxValue': {
    uk: 'Вартість однієї посилки з цієї країни не може перевищувати {max} {currency}',
    ru: 'Стоимость одной посылки из этой страны не может превышать {max} {currency}',
    en: 'One parcel from this country may be worth at most {currency} {max}',
    ro: 'Un colet din această țară poate valora cel mult {max} {currency}',
    eng: 'One parcel from this country may be worth at most {currency} {max}',
  },
  'parcel.valueTooLarge': {
    uk: 'Сума замовлення завелика: не більше {max} грн',
    ru: 'Сумма заказа слишком велика: не более {max} грн',
    en: 'The order total is too large: at most UAH {max}',
    ro: 'Totalul comenzii este prea mare: cel mult {max} UAH',
    eng: 'The order total is too large: at most UAH {max}',
  },
  'parcel.exportDocuments': {
    uk: 'Посилці дорожчій за 1000 EUR потрібні експортні документи (заява, довіреність, лист-доручення): бракує {count} з 3',
    ru: 'Посылке дороже 1000 EUR нужны экспортные документы (заявление, доверенность, письмо-поручение): не хватает {count} из 3',
    en: 'A parcel worth over EUR 1000 needs its export documents (statement, powers, power-of-attorney letter): {count} of 3 missing',
    ro: 'Un colet de peste 1000 EUR are nevoie de documentele de export (declarație, împuterniciri, scrisoare de procură): lipsesc {count} din 3',
    eng: 'A parcel worth over EUR 1000 needs its export documents (statement, powers, power-of-attorney letter): {count} of 3 missing',
  },
  'parcel.lockerWeight': {
    uk: 'Посилка важча за {max} кг не поміститься в поштомат: оберіть відділення',
    ru: 'Посылка тяжелее {max} кг не поместится в почтомат: выберите отделение',
    en: 'A parcel over {max} kg does not fit a parcel locker: choose a branch',
    ro: 'Un colet de peste {max} kg nu încape într-un automat de colete: alegeți o filială',
    eng: 'A parcel over {max} kg does not fit a parcel locker: choose a branch',
  },
  'parcel.lockerSize': {
    uk: 'Посилка більша за {size} см не поміститься в поштомат: оберіть відділення',
    ru: 'Посылка больше {size} см не поместится в почтомат: выберите отделение',
    en: 'A parcel larger than {size} cm does not fit a parcel locker: choose a branch',
    ro: 'Un colet mai mare de {size} cm nu încape într-un automat de colete: alegeți o filială',
    eng: 'A parcel larger than {size} cm does not fit a parcel locker: choose a branch',
  },
  'parcel.trackNumberFixed': {
    uk: 'Трек-номер не можна змінити: склад уже отримав посилку',
    ru: 'Трек-номер нельзя изменить: склад уже получил посылку',
    en: 'The track number cannot be changed: the warehouse already has the parcel',
    ro: 'Numărul de urmărire nu mai poate fi schimbat: depozitul a primit deja coletul',
    eng: 'The track number cannot be changed: the warehouse already has the parcel',
  },
} satisfies Record<string, LocalizedMessage>;
