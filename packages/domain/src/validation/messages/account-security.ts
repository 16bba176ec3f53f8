import type { LocalizedMessage } from './types.js';

/** Password reset, password change and e-mail change (issue 16 item 5). */
export const ACCOUNT_SECURITY_MESSAGES = {
  'password.sameAsCurrent': {
    uk: 'Новий пароль має відрізнятися від поточного',
    ru: 'Новый пароль должен отличаться от текущего',
    en: 'The new password must differ from the current one',
    ro: 'Parola nouă trebuie să fie diferită de cea actuală',
    eng: 'The new password must differ from the current one',
  },
  'password.currentWrong': {
    uk: 'Поточний пароль неправильний',
    ru: 'Текущий пароль неверный',
    en: 'The current password is wrong',
    ro: 'Parola actuală este greșită',
    eng: 'The current password is wrong',
  },
  'email.sameAsCurrent': {
    uk: 'Це вже адреса вашого облікового запису',
    ru: 'Это уже адрес вашей учётной записи',
    en: 'This already is the address of your account',
    ro: 'Aceasta este deja adresa contului dvs.',
    eng: 'This already is the address of your account',
  },
  'accountToken.invalid': {
    uk: 'Посилання недійсне. Запросіть новий лист',
    ru: 'Ссылка недействительна. Запросите новое письмо',
    en: 'The link is not valid. Request a new e-mail',
    ro: 'Linkul nu este valid. Solicitați un e-mail nou',
    eng: 'The link is not valid. Request a new e-mail',
  },
  'accountToken.expired': {
    uk: 'Термін дії посилання минув. Запросіть новий лист',
    ru: 'Срок действия ссылки истёк. Запросите новое письмо',
    en: 'The link has expired. Request a new e-mail',
    ro: 'Linkul a expirat. Solicitați un e-mail nou',
    eng: 'The link has expired. Request a new e-mail',
  },
  'accountToken.used': {
    uk: 'Це посилання вже використано. Запросіть новий лист, якщо потрібно',
    ru: 'Эта ссылка уже использована. Запросите новое письмо, если нужно',
    en: 'This link has already been used. Request a new e-mail if you need one',
    ro: 'Acest link a fost deja folosit. Solicitați un e-mail nou dacă este nevoie',
    eng: 'This link has already been used. Request a new e-mail if you need one',
  },
} satisfies Record<string, LocalizedMessage>;
