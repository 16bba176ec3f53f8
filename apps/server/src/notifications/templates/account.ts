// Account messages: the password reset link, a changed password, a new e-mail address to confirm and
// the old address told of the change. `link` is the absolute URL with its single-use token.
import type { EventTemplate } from './types.js';
import { inLocale, p } from './types.js';
import { hoursOf } from './words.js';

export const accountTemplates = {
  'account.email_verification': (params, locale) => {
    const valid = hoursOf(Number(params.validHours ?? 48), locale);
    return inLocale(
      {
        uk: {
          subject: 'Підтвердьте електронну адресу',
          lines: [
            'Підтвердьте електронну адресу свого облікового запису Posylka, відкривши посилання.',
            `Посилання дійсне ${valid}. Якщо ви не реєструвалися в Posylka, просто проігноруйте цей лист.`,
          ],
          action: 'Підтвердити адресу',
        },
        ru: {
          subject: 'Подтвердите адрес электронной почты',
          lines: [
            'Подтвердите адрес электронной почты своей учётной записи Posylka, открыв ссылку.',
            `Ссылка действительна ${valid}. Если вы не регистрировались в Posylka, просто проигнорируйте это письмо.`,
          ],
          action: 'Подтвердить адрес',
        },
        en: {
          subject: 'Confirm your e-mail address',
          lines: [
            'Please confirm the e-mail address of your Posylka account by opening the link.',
            `The link is valid for ${valid}. If you did not register with Posylka, just ignore this message.`,
          ],
          action: 'Confirm e-mail',
        },
        ro: {
          subject: 'Confirmați adresa de e-mail',
          lines: [
            'Confirmați adresa de e-mail a contului Posylka deschizând linkul.',
            `Linkul este valabil ${valid}. Dacă nu v-ați înregistrat la Posylka, ignorați acest mesaj.`,
          ],
          action: 'Confirmă adresa',
        },
      },
      locale,
    );
  },
  'account.password_reset': (_params, locale) =>
    inLocale(
      {
        uk: {
          subject: 'Відновлення пароля Posylka',
          lines: [
            'Ви (або хтось інший) попросили відновити пароль. Посилання діє 1 годину і лише один раз.',
            'Якщо це були не ви, просто проігноруйте цей лист: пароль не зміниться.',
          ],
          action: 'Задати новий пароль',
        },
        ru: {
          subject: 'Восстановление пароля Posylka',
          lines: [
            'Вы (или кто-то другой) попросили восстановить пароль. Ссылка действует 1 час и только один раз.',
            'Если это были не вы, просто проигнорируйте это письмо: пароль не изменится.',
          ],
          action: 'Задать новый пароль',
        },
        en: {
          subject: 'Reset your Posylka password',
          lines: [
            'You (or someone else) asked to reset the password. The link works once, for 1 hour.',
            'If it was not you, ignore this e-mail: the password stays as it is.',
          ],
          action: 'Set a new password',
        },
        ro: {
          subject: 'Resetarea parolei Posylka',
          lines: [
            'Dvs. (sau altcineva) ați cerut resetarea parolei. Linkul funcționează o singură dată, timp de 1 oră.',
            'Dacă nu ați fost dvs., ignorați acest e-mail: parola rămâne aceeași.',
          ],
          action: 'Setează o parolă nouă',
        },
      },
      locale,
    ),
  'account.password_changed': (_params, locale) =>
    inLocale(
      {
        uk: {
          subject: 'Пароль Posylka змінено',
          lines: [
            'Пароль вашого облікового запису щойно змінено, і всі інші сеанси завершено.',
            'Якщо це були не ви, відновіть пароль за посиланням «Забули пароль?» на сторінці входу.',
          ],
        },
        ru: {
          subject: 'Пароль Posylka изменён',
          lines: [
            'Пароль вашей учётной записи только что изменён, и все другие сеансы завершены.',
            'Если это были не вы, восстановите пароль по ссылке «Забыли пароль?» на странице входа.',
          ],
        },
        en: {
          subject: 'Your Posylka password was changed',
          lines: [
            'The password of your account has just been changed, and every other session has ended.',
            'If it was not you, reset it with "Forgot password?" on the sign-in page.',
          ],
        },
        ro: {
          subject: 'Parola Posylka a fost schimbată',
          lines: [
            'Parola contului dvs. tocmai a fost schimbată și toate celelalte sesiuni s-au încheiat.',
            'Dacă nu ați fost dvs., resetați-o cu „Ați uitat parola?” pe pagina de autentificare.',
          ],
        },
      },
      locale,
    ),
  'account.email_change_requested': (params, locale) => {
    const e = p(params, 'newEmail');
    return inLocale(
      {
        uk: {
          subject: 'Підтвердіть нову адресу Posylka',
          lines: [`Щоб входити з адресою ${e}, підтвердіть її. Посилання діє 24 години.`],
          action: 'Підтвердити адресу',
        },
        ru: {
          subject: 'Подтвердите новый адрес Posylka',
          lines: [`Чтобы входить с адресом ${e}, подтвердите его. Ссылка действует 24 часа.`],
          action: 'Подтвердить адрес',
        },
        en: {
          subject: 'Confirm your new Posylka address',
          lines: [`To sign in with ${e}, confirm it. The link works for 24 hours.`],
          action: 'Confirm the address',
        },
        ro: {
          subject: 'Confirmați noua adresă Posylka',
          lines: [`Pentru a vă autentifica cu ${e}, confirmați-o. Linkul funcționează 24 de ore.`],
          action: 'Confirmă adresa',
        },
      },
      locale,
    );
  },
  'account.email_changed': (params, locale) => {
    const e = p(params, 'newEmail');
    return inLocale(
      {
        uk: {
          subject: 'Адресу Posylka змінено',
          lines: [`Ваш обліковий запис тепер використовує адресу ${e}. Якщо це були не ви, напишіть нам.`],
        },
        ru: {
          subject: 'Адрес Posylka изменён',
          lines: [`Ваша учётная запись теперь использует адрес ${e}. Если это были не вы, напишите нам.`],
        },
        en: {
          subject: 'Your Posylka address was changed',
          lines: [`Your account now uses ${e}. If it was not you, write to us.`],
        },
        ro: {
          subject: 'Adresa Posylka a fost schimbată',
          lines: [`Contul dvs. folosește acum adresa ${e}. Dacă nu ați fost dvs., scrieți-ne.`],
        },
      },
      locale,
    );
  },
} satisfies Record<string, EventTemplate>;
