// Account messages (apps/server/src/notifications/templates/account.ts): the address to confirm, the
// password reset link, a changed password, a new e-mail address and the old one told of the change.
export default {
  emailVerification: {
    subject: 'Підтвердьте електронну адресу',
    lines: [
      'Підтвердьте електронну адресу свого облікового запису Posylka, відкривши посилання.',
      'Посилання дійсне {{validFor}}. Якщо ви не реєструвалися в Posylka, просто проігноруйте цей лист.',
    ],
    action: 'Підтвердити адресу',
  },
  passwordReset: {
    subject: 'Відновлення пароля Posylka',
    lines: [
      'Ви (або хтось інший) попросили відновити пароль. Посилання діє 1 годину і лише один раз.',
      'Якщо це були не ви, просто проігноруйте цей лист: пароль не зміниться.',
    ],
    action: 'Задати новий пароль',
  },
  passwordChanged: {
    subject: 'Пароль Posylka змінено',
    lines: [
      'Пароль вашого облікового запису щойно змінено, і всі інші сеанси завершено.',
      'Якщо це були не ви, відновіть пароль за посиланням «Забули пароль?» на сторінці входу.',
    ],
  },
  emailChangeRequested: {
    subject: 'Підтвердіть нову адресу Posylka',
    lines: ['Щоб входити з адресою {{email}}, підтвердіть її. Посилання діє 24 години.'],
    action: 'Підтвердити адресу',
  },
  emailChanged: {
    subject: 'Адресу Posylka змінено',
    lines: ['Ваш обліковий запис тепер використовує адресу {{email}}. Якщо це були не ви, напишіть нам.'],
  },
};
