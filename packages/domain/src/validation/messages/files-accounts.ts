import type { LocalizedMessage } from './types.js';

/** Upload messages (SPEC §5 "Files", §8 drop zone) and account messages (registration, login, profile names). */
export const FILES_ACCOUNTS_MESSAGES = {
  'files.to_large': {
    uk: 'Файл «{name}» завеликий: максимум {maxMb} МБ',
    ru: 'Файл «{name}» слишком большой: максимум {maxMb} МБ',
    en: 'File “{name}” is too large: {maxMb} MB at most',
    ro: 'Fișierul „{name}” este prea mare: maximum {maxMb} MB',
    eng: 'File “{name}” is too large: {maxMb} MB at most',
  },
  'files.unexpected_type': {
    uk: 'Файл «{name}» має непідтримуваний формат. Дозволені: {types}',
    ru: 'Файл «{name}» имеет неподдерживаемый формат. Разрешены: {types}',
    en: 'File “{name}” has an unsupported format. Allowed: {types}',
    ro: 'Fișierul „{name}” are un format neacceptat. Permise: {types}',
    eng: 'File “{name}” has an unsupported format. Allowed: {types}',
  },
  'files.too_many': {
    uk: {
      count: 'max',
      forms: {
        one: 'Можна додати не більше {max} файлу',
        few: 'Можна додати не більше {max} файлів',
        many: 'Можна додати не більше {max} файлів',
        other: 'Можна додати не більше {max} файлу',
      },
    },
    ru: {
      count: 'max',
      forms: {
        one: 'Можно добавить не более {max} файла',
        few: 'Можно добавить не более {max} файлов',
        many: 'Можно добавить не более {max} файлов',
        other: 'Можно добавить не более {max} файла',
      },
    },
    en: {
      count: 'max',
      forms: { one: 'You can add at most {max} file', other: 'You can add at most {max} files' },
    },
    ro: {
      count: 'max',
      forms: {
        one: 'Puteți adăuga cel mult {max} fișier',
        few: 'Puteți adăuga cel mult {max} fișiere',
        other: 'Puteți adăuga cel mult {max} de fișiere',
      },
    },
    eng: {
      count: 'max',
      forms: { one: 'You can add at most {max} file', other: 'You can add at most {max} files' },
    },
  },
  'files.required': {
    uk: 'Завантажте файл',
    ru: 'Загрузите файл',
    en: 'Please upload a file',
    ro: 'Vă rugăm să încărcați un fișier',
    eng: 'Please upload a file',
  },
  'files.quota_exceeded': {
    uk: 'Не вистачає місця для файлу «{name}»: ваші файли разом можуть займати не більше {quotaMb} МБ. Видаліть непотрібні файли, щоб звільнити місце',
    ru: 'Не хватает места для файла «{name}»: ваши файлы вместе могут занимать не более {quotaMb} МБ. Удалите ненужные файлы, чтобы освободить место',
    en: 'Not enough space for “{name}”: all your files together may take up {quotaMb} MB at most. Delete files you no longer need to free space',
    ro: 'Nu există suficient spațiu pentru „{name}”: toate fișierele dumneavoastră împreună pot ocupa cel mult {quotaMb} MB. Ștergeți fișierele de care nu mai aveți nevoie pentru a elibera spațiu',
    eng: 'Not enough space for “{name}”: all your files together may take up {quotaMb} MB at most. Delete files you no longer need to free space',
  },
  'password.letterAndDigit': {
    uk: 'Пароль має містити хоча б одну літеру й одну цифру',
    ru: 'Пароль должен содержать хотя бы одну букву и одну цифру',
    en: 'The password must contain at least one letter and one digit',
    ro: 'Parola trebuie să conțină cel puțin o literă și o cifră',
    eng: 'The password must contain at least one letter and one digit',
  },
  'password.containsEmail': {
    uk: 'Пароль не повинен містити вашу адресу електронної пошти',
    ru: 'Пароль не должен содержать ваш адрес электронной почты',
    en: 'The password must not contain your e-mail address',
    ro: 'Parola nu trebuie să conțină adresa dumneavoastră de e-mail',
    eng: 'The password must not contain your e-mail address',
  },
  'password.common': {
    uk: 'Цей пароль надто поширений і є у списках зламаних паролів. Придумайте інший',
    ru: 'Этот пароль слишком распространён и есть в списках взломанных паролей. Придумайте другой',
    en: 'This password is too common and appears in lists of breached passwords. Choose another one',
    ro: 'Această parolă este prea răspândită și apare în listele de parole compromise. Alegeți alta',
    eng: 'This password is too common and appears in lists of breached passwords. Choose another one',
  },
  'profile.latinName': {
    uk: "Латиницею, як у закордонному паспорті: літери, пробіл, дефіс або апостроф, наприклад Olena чи O'Brien",
    ru: "Латиницей, как в загранпаспорте: буквы, пробел, дефис или апостроф, например Olena или O'Brien",
    en: "In Latin letters as in your international passport: letters, space, hyphen or apostrophe, e.g. Olena or O'Brien",
    ro: "Cu litere latine, ca în pașaportul pentru străinătate: litere, spațiu, cratimă sau apostrof, de ex. Olena sau O'Brien",
    eng: "In Latin letters as in your international passport: letters, space, hyphen or apostrophe, e.g. Olena or O'Brien",
  },
} satisfies Record<string, LocalizedMessage>;
