// Account messages (apps/server/src/notifications/templates/account.ts): the address to confirm, the
// password reset link, a changed password, a new e-mail address and the old one told of the change.
export default {
  emailVerification: {
    subject: 'Подтвердите адрес электронной почты',
    lines: [
      'Подтвердите адрес электронной почты своей учётной записи Posylka, открыв ссылку.',
      'Ссылка действительна {{validFor}}. Если вы не регистрировались в Posylka, просто проигнорируйте это письмо.',
    ],
    action: 'Подтвердить адрес',
  },
  passwordReset: {
    subject: 'Восстановление пароля Posylka',
    lines: [
      'Вы (или кто-то другой) попросили восстановить пароль. Ссылка действует 1 час и только один раз.',
      'Если это были не вы, просто проигнорируйте это письмо: пароль не изменится.',
    ],
    action: 'Задать новый пароль',
  },
  passwordChanged: {
    subject: 'Пароль Posylka изменён',
    lines: [
      'Пароль вашей учётной записи только что изменён, и все другие сеансы завершены.',
      'Если это были не вы, восстановите пароль по ссылке «Забыли пароль?» на странице входа.',
    ],
  },
  emailChangeRequested: {
    subject: 'Подтвердите новый адрес Posylka',
    lines: ['Чтобы входить с адресом {{email}}, подтвердите его. Ссылка действует 24 часа.'],
    action: 'Подтвердить адрес',
  },
  emailChanged: {
    subject: 'Адрес Posylka изменён',
    lines: ['Ваша учётная запись теперь использует адрес {{email}}. Если это были не вы, напишите нам.'],
  },
};
