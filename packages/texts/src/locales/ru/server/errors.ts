// What the server says of a whole request that failed (the 4xx/5xx errorDescription; a field's error
// is in `validation`).
export default {
  badRequest: 'Некорректный запрос.',
  malformedJson: 'Тело запроса не является корректным JSON.',
  unsupportedMediaType: 'Неподдерживаемый формат тела запроса.',
  payloadTooLarge: 'Слишком большой запрос.',
  validationFailed: 'Проверьте правильность заполнения полей.',
  unauthorized: 'Войдите в личный кабинет, чтобы продолжить.',
  forbidden: 'Доступ запрещён.',
  csrfFailed: 'Запрос отклонён из соображений безопасности. Обновите страницу и попробуйте ещё раз.',
  notFound: 'Не найдено.',
  routeNotFound: 'Страница или метод API не найдены.',
  methodNotAllowed: 'Метод не поддерживается.',
  rateLimited: 'Слишком много запросов. Повторите через {{seconds}} с.',
  internal: 'Произошла внутренняя ошибка. Попробуйте позже.',
  serviceUnavailable: 'Сервис временно недоступен. Попробуйте позже.',
  notReady: 'Данные ещё готовятся. Повторите запрос немного позже.',
  webBuildMissing: 'Веб-приложение ещё не собрано. Выполните npm run build и перезапустите сервер.',
  emailTaken: 'Этот адрес электронной почты уже зарегистрирован.',
  badCredentials: 'Неверный адрес электронной почты или пароль.',
  loginThrottled:
    'Слишком много неудачных попыток входа в эту учётную запись. Повторите через {{minutes}} мин.',
  invalidToken: 'Ссылка недействительна. Запросите новое письмо.',
  expiredToken: 'Срок действия ссылки истёк. Запросите новое письмо.',
  usedToken: 'Эта ссылка уже использована.',
  emailNotOwn: 'Укажите адрес электронной почты своей учётной записи.',
  emailAlreadyVerified: 'Адрес электронной почты уже подтверждён.',
};
