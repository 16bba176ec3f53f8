import type { LocalizedMessage } from './types.js';

/** Phone and delivery-address messages (SPEC §5 "Phone", "Delivery"; §8 buy-out recipient and delivery keys). */
export const CONTACT_MESSAGES = {
  'phone.invalid': {
    uk: 'Введіть повний номер телефону у форматі +38 (0XX) XXX XX XX',
    ru: 'Введите полный номер телефона в формате +38 (0XX) XXX XX XX',
    en: 'Enter the full phone number as +38 (0XX) XXX XX XX',
    ro: 'Introduceți numărul complet de telefon în formatul +38 (0XX) XXX XX XX',
    eng: 'Enter the full phone number as +38 (0XX) XXX XX XX',
  },
  'phone.operator': {
    uk: 'Код оператора {code} не підтримується. Вкажіть номер українського мобільного оператора',
    ru: 'Код оператора {code} не поддерживается. Укажите номер украинского мобильного оператора',
    en: 'Operator code {code} is not supported. Enter a Ukrainian mobile number',
    ro: 'Codul de operator {code} nu este acceptat. Introduceți un număr de mobil din Ucraina',
    eng: 'Operator code {code} is not supported. Enter a Ukrainian mobile number',
  },
  'phone.notVerified': {
    uk: 'Підтвердіть номер телефону',
    ru: 'Подтвердите номер телефона',
    en: 'Please verify the phone number',
    ro: 'Vă rugăm să confirmați numărul de telefon',
    eng: 'Please verify the phone number',
  },
  'phone.code': {
    uk: 'Введіть код із {length} цифр',
    ru: 'Введите код из {length} цифр',
    en: 'Enter the {length}-digit code',
    ro: 'Introduceți codul din {length} cifre',
    eng: 'Enter the {length}-digit code',
  },
  'address.required': {
    uk: 'Оберіть адресу доставки',
    ru: 'Выберите адрес доставки',
    en: 'Choose a delivery address',
    ro: 'Alegeți adresa de livrare',
    eng: 'Choose a delivery address',
  },
  'address.city': {
    uk: 'Оберіть місто',
    ru: 'Выберите город',
    en: 'Choose a city',
    ro: 'Alegeți orașul',
    eng: 'Choose a city',
  },
  'address.warehouse': {
    uk: 'Оберіть відділення або поштомат',
    ru: 'Выберите отделение или почтомат',
    en: 'Choose a branch or parcel locker',
    ro: 'Alegeți filiala sau automatul de colete',
    eng: 'Choose a branch or parcel locker',
  },
  'address.cityFromList': {
    uk: 'Оберіть місто зі списку Нової пошти: почніть вводити назву та виберіть підказку',
    ru: 'Выберите город из списка Новой почты: начните вводить название и выберите подсказку',
    en: 'Choose the city from the Nova Poshta list: start typing its name and pick a suggestion',
    ro: 'Alegeți orașul din lista Nova Poshta: începeți să tastați numele și alegeți o sugestie',
    eng: 'Choose the city from the Nova Poshta list: start typing its name and pick a suggestion',
  },
  'address.cityUnknown': {
    uk: 'Такого міста немає в довіднику Нової пошти. Оберіть місто зі списку',
    ru: 'Такого города нет в справочнике Новой почты. Выберите город из списка',
    en: 'This city is not in the Nova Poshta directory. Choose a city from the list',
    ro: 'Acest oraș nu se află în nomenclatorul Nova Poshta. Alegeți orașul din listă',
    eng: 'This city is not in the Nova Poshta directory. Choose a city from the list',
  },
  'address.warehouseMismatch': {
    uk: 'Оберіть відділення або поштомат зі списку для цього міста',
    ru: 'Выберите отделение или почтомат из списка для этого города',
    en: 'Choose a branch or parcel locker from the list for this city',
    ro: 'Alegeți o filială sau un automat de colete din lista acestui oraș',
    eng: 'Choose a branch or parcel locker from the list for this city',
  },
  'address.zip': {
    uk: 'Індекс має складатися з 5 цифр',
    ru: 'Индекс должен состоять из 5 цифр',
    en: 'The postcode must be 5 digits',
    ro: 'Codul poștal trebuie să aibă 5 cifre',
    eng: 'The postcode must be 5 digits',
  },
  'address.lockerLimit': {
    uk: 'Доставка в поштомат недоступна: сума замовлення перевищує {max} грн',
    ru: 'Доставка в почтомат недоступна: сумма заказа превышает {max} грн',
    en: 'Parcel locker delivery is unavailable: the order total exceeds UAH {max}',
    ro: 'Livrarea la automatul de colete nu este disponibilă: totalul comenzii depășește {max} UAH',
    eng: 'Parcel locker delivery is unavailable: the order total exceeds UAH {max}',
  },
} satisfies Record<string, LocalizedMessage>;
