// What the server says of a whole request that failed (the 4xx/5xx errorDescription; a field's error
// is in `validation`).
export default {
  badRequest: 'Некоректний запит.',
  malformedJson: 'Тіло запиту не є коректним JSON.',
  unsupportedMediaType: 'Непідтримуваний формат тіла запиту.',
  payloadTooLarge: 'Запит завеликий.',
  validationFailed: 'Перевірте правильність заповнення полів.',
  unauthorized: 'Увійдіть до особистого кабінету, щоб продовжити.',
  forbidden: 'Доступ заборонено.',
  csrfFailed: 'Запит відхилено з міркувань безпеки. Оновіть сторінку та спробуйте ще раз.',
  notFound: 'Не знайдено.',
  routeNotFound: 'Сторінку або метод API не знайдено.',
  methodNotAllowed: 'Метод не підтримується.',
  rateLimited: 'Забагато запитів. Спробуйте ще раз через {{seconds}} с.',
  internal: 'Сталася внутрішня помилка. Спробуйте пізніше.',
  serviceUnavailable: 'Сервіс тимчасово недоступний. Спробуйте пізніше.',
  notReady: 'Дані ще готуються. Повторіть запит трохи згодом.',
  webBuildMissing: 'Вебзастосунок ще не зібрано. Виконайте npm run build і перезапустіть сервер.',
  emailTaken: 'Цю електронну адресу вже зареєстровано.',
  badCredentials: 'Неправильна електронна адреса або пароль.',
  loginThrottled:
    'Забагато невдалих спроб входу до цього облікового запису. Спробуйте ще раз через {{minutes}} хв.',
  invalidToken: 'Посилання недійсне. Запросіть новий лист.',
  expiredToken: 'Термін дії посилання минув. Запросіть новий лист.',
  usedToken: 'Це посилання вже використано.',
  emailNotOwn: 'Вкажіть електронну адресу свого облікового запису.',
  emailAlreadyVerified: 'Електронну адресу вже підтверджено.',
};
