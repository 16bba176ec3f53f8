import type { LocalizedMessage } from './types.js';

/** Identity document messages (SPEC §5 "Identity document"; §8 passport-edit.errors.*). */
export const IDENTITY_MESSAGES = {
  'identity.serialNumberPassport': {
    uk: 'Серія та номер паспорта: дві літери й шість цифр, наприклад АА123456',
    ru: 'Серия и номер паспорта: две буквы и шесть цифр, например АА123456',
    en: 'Passport series and number: two letters and six digits, e.g. AA123456',
    ro: 'Seria și numărul pașaportului: două litere și șase cifre, de ex. AA123456',
    eng: 'Passport series and number: two letters and six digits, e.g. AA123456',
  },
  'identity.serialNumberCard': {
    uk: 'Номер ID-картки складається з 9 цифр',
    ru: 'Номер ID-карты состоит из 9 цифр',
    en: 'The ID card number is 9 digits',
    ro: 'Numărul cărții de identitate are 9 cifre',
    eng: 'The ID card number is 9 digits',
  },
  'identity.name': {
    uk: 'Вкажіть як у документі: українські літери, апостроф, дефіс або пробіл',
    ru: 'Укажите как в документе: украинские буквы, апостроф, дефис или пробел',
    en: 'Enter it as in the document: Ukrainian letters, apostrophe, hyphen or space',
    ro: 'Introduceți ca în document: litere ucrainene, apostrof, cratimă sau spațiu',
    eng: 'Enter it as in the document: Ukrainian letters, apostrophe, hyphen or space',
  },
  'identity.age': {
    uk: {
      count: 'min',
      forms: {
        one: 'Вам має виповнитися щонайменше {min} рік',
        few: 'Вам має виповнитися щонайменше {min} роки',
        many: 'Вам має виповнитися щонайменше {min} років',
        other: 'Вам має виповнитися щонайменше {min} року',
      },
    },
    ru: {
      count: 'min',
      forms: {
        one: 'Вам должно исполниться не менее {min} года',
        few: 'Вам должно исполниться не менее {min} лет',
        many: 'Вам должно исполниться не менее {min} лет',
        other: 'Вам должно исполниться не менее {min} лет',
      },
    },
    en: {
      count: 'min',
      forms: { one: 'You must be at least {min} year old', other: 'You must be at least {min} years old' },
    },
    ro: {
      count: 'min',
      forms: {
        one: 'Trebuie să aveți cel puțin {min} an',
        few: 'Trebuie să aveți cel puțin {min} ani',
        other: 'Trebuie să aveți cel puțin {min} de ani',
      },
    },
    eng: {
      count: 'min',
      forms: { one: 'You must be at least {min} year old', other: 'You must be at least {min} years old' },
    },
  },
  'identity.taxNumber': {
    uk: 'Реєстраційний номер облікової картки платника податків складається з 10 цифр',
    ru: 'Регистрационный номер учётной карточки налогоплательщика состоит из 10 цифр',
    en: 'The taxpayer number is 10 digits',
    ro: 'Codul fiscal ucrainean are 10 cifre',
    eng: 'The taxpayer number is 10 digits',
  },
  'identity.consent': {
    uk: 'Надайте згоду на обробку персональних даних',
    ru: 'Дайте согласие на обработку персональных данных',
    en: 'Please consent to the processing of your personal data',
    ro: 'Vă rugăm să vă dați acordul pentru prelucrarea datelor personale',
    eng: 'Please consent to the processing of your personal data',
  },
} satisfies Record<string, LocalizedMessage>;
