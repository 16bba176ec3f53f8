import type { LocalizedMessage } from './types.js';

/** Generic field messages of SPEC §5 "Other": required; min/max length; min/max value; number; integer; decimal; e-mail. */
export const GENERIC_MESSAGES = {
  required: {
    uk: "Обов'язкове поле",
    ru: 'Обязательное поле',
    en: 'This field is required',
    ro: 'Câmp obligatoriu',
    eng: 'This field is required',
  },
  invalid: {
    uk: 'Некоректне значення',
    ru: 'Некорректное значение',
    en: 'Invalid value',
    ro: 'Valoare incorectă',
    eng: 'Invalid value',
  },
  'string.tooShort': {
    uk: {
      count: 'min',
      forms: {
        one: 'Мінімум {min} символ',
        few: 'Мінімум {min} символи',
        many: 'Мінімум {min} символів',
        other: 'Мінімум {min} символу',
      },
    },
    ru: {
      count: 'min',
      forms: {
        one: 'Минимум {min} символ',
        few: 'Минимум {min} символа',
        many: 'Минимум {min} символов',
        other: 'Минимум {min} символа',
      },
    },
    en: { count: 'min', forms: { one: 'At least {min} character', other: 'At least {min} characters' } },
    ro: {
      count: 'min',
      forms: {
        one: 'Minimum {min} caracter',
        few: 'Minimum {min} caractere',
        other: 'Minimum {min} de caractere',
      },
    },
    eng: { count: 'min', forms: { one: 'At least {min} character', other: 'At least {min} characters' } },
  },
  'string.tooLong': {
    uk: {
      count: 'max',
      forms: {
        one: 'Максимум {max} символ',
        few: 'Максимум {max} символи',
        many: 'Максимум {max} символів',
        other: 'Максимум {max} символу',
      },
    },
    ru: {
      count: 'max',
      forms: {
        one: 'Максимум {max} символ',
        few: 'Максимум {max} символа',
        many: 'Максимум {max} символов',
        other: 'Максимум {max} символа',
      },
    },
    en: { count: 'max', forms: { one: 'At most {max} character', other: 'At most {max} characters' } },
    ro: {
      count: 'max',
      forms: {
        one: 'Maximum {max} caracter',
        few: 'Maximum {max} caractere',
        other: 'Maximum {max} de caractere',
      },
    },
    eng: { count: 'max', forms: { one: 'At most {max} character', other: 'At most {max} characters' } },
  },
  'string.exactLength': {
    uk: {
      count: 'length',
      forms: {
        one: 'Має бути рівно {length} символ',
        few: 'Має бути рівно {length} символи',
        many: 'Має бути рівно {length} символів',
        other: 'Має бути рівно {length} символу',
      },
    },
    ru: {
      count: 'length',
      forms: {
        one: 'Должно быть ровно {length} символ',
        few: 'Должно быть ровно {length} символа',
        many: 'Должно быть ровно {length} символов',
        other: 'Должно быть ровно {length} символа',
      },
    },
    en: {
      count: 'length',
      forms: { one: 'Exactly {length} character', other: 'Exactly {length} characters' },
    },
    ro: {
      count: 'length',
      forms: {
        one: 'Exact {length} caracter',
        few: 'Exact {length} caractere',
        other: 'Exact {length} de caractere',
      },
    },
    eng: {
      count: 'length',
      forms: { one: 'Exactly {length} character', other: 'Exactly {length} characters' },
    },
  },
  // Issue 15: a NUL byte or half of a UTF-16 surrogate pair cannot be stored or shown; the server
  // refuses them in every string of a request before the route's schema runs.
  'text.forbiddenCharacters': {
    uk: 'Текст містить недопустимі символи',
    ru: 'Текст содержит недопустимые символы',
    en: 'The text contains characters that are not allowed',
    ro: 'Textul conține caractere nepermise',
    eng: 'The text contains characters that are not allowed',
  },
  'number.invalid': {
    uk: 'Введіть число',
    ru: 'Введите число',
    en: 'Enter a number',
    ro: 'Introduceți un număr',
    eng: 'Enter a number',
  },
  'number.integer': {
    uk: 'Введіть ціле число',
    ru: 'Введите целое число',
    en: 'Enter a whole number',
    ro: 'Introduceți un număr întreg',
    eng: 'Enter a whole number',
  },
  'number.tooSmall': {
    uk: 'Значення має бути не менше {min}',
    ru: 'Значение должно быть не меньше {min}',
    en: 'The value must be at least {min}',
    ro: 'Valoarea trebuie să fie cel puțin {min}',
    eng: 'The value must be at least {min}',
  },
  'number.tooBig': {
    uk: 'Значення має бути не більше {max}',
    ru: 'Значение должно быть не больше {max}',
    en: 'The value must be at most {max}',
    ro: 'Valoarea trebuie să fie cel mult {max}',
    eng: 'The value must be at most {max}',
  },
  'number.decimal': {
    uk: 'Введіть число з крапкою або комою та не більше ніж двома знаками після неї',
    ru: 'Введите число с точкой или запятой и не более чем двумя знаками после неё',
    en: 'Enter a number with a dot or comma and at most two decimal places',
    ro: 'Introduceți un număr cu punct sau virgulă și cel mult două zecimale',
    eng: 'Enter a number with a dot or comma and at most two decimal places',
  },
  'email.invalid': {
    uk: 'Введіть коректну адресу електронної пошти',
    ru: 'Введите корректный адрес электронной почты',
    en: 'Enter a valid e-mail address',
    ro: 'Introduceți o adresă de e-mail validă',
    eng: 'Enter a valid e-mail address',
  },
  'choice.invalid': {
    uk: 'Оберіть значення зі списку',
    ru: 'Выберите значение из списка',
    en: 'Choose a value from the list',
    ro: 'Alegeți o valoare din listă',
    eng: 'Choose a value from the list',
  },
  'date.invalid': {
    uk: 'Введіть дату у форматі ДД.ММ.РРРР',
    ru: 'Введите дату в формате ДД.ММ.ГГГГ',
    en: 'Enter the date as DD.MM.YYYY',
    ro: 'Introduceți data în formatul ZZ.LL.AAAA',
    eng: 'Enter the date as DD.MM.YYYY',
  },
  'date.future': {
    uk: 'Дата не може бути в майбутньому',
    ru: 'Дата не может быть в будущем',
    en: 'The date cannot be in the future',
    ro: 'Data nu poate fi în viitor',
    eng: 'The date cannot be in the future',
  },
  'url.invalid': {
    uk: 'Введіть адресу сайту, що починається з http:// або https://, наприклад https://www.amazon.com',
    ru: 'Введите адрес сайта, начинающийся с http:// или https://, например https://www.amazon.com',
    en: 'Enter a site address starting with http:// or https://, e.g. https://www.amazon.com',
    ro: 'Introduceți o adresă de site care începe cu http:// sau https://, de ex. https://www.amazon.com',
    eng: 'Enter a site address starting with http:// or https://, e.g. https://www.amazon.com',
  },
} satisfies Record<string, LocalizedMessage>;
