import type { Locale } from '@posylka/domain';

/**
 * Server error texts (non-validation). Field violations use the domain validation catalogue; these
 * are the descriptions of whole-request failures. Ukrainian is written first and is the fallback.
 * `{name}` placeholders are filled from HttpError params.
 */
const uk = {
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
  rateLimited: 'Забагато запитів. Спробуйте ще раз через {seconds} с.',
  internal: 'Сталася внутрішня помилка. Спробуйте пізніше.',
  serviceUnavailable: 'Сервіс тимчасово недоступний. Спробуйте пізніше.',
  notReady: 'Дані ще готуються. Повторіть запит трохи згодом.',
  webBuildMissing: 'Вебзастосунок ще не зібрано. Виконайте npm run build і перезапустіть сервер.',
  emailTaken: 'Цю електронну адресу вже зареєстровано.',
  badCredentials: 'Неправильна електронна адреса або пароль.',
  loginThrottled:
    'Забагато невдалих спроб входу до цього облікового запису. Спробуйте ще раз через {minutes} хв.',
  invalidToken: 'Посилання недійсне. Запросіть новий лист.',
  expiredToken: 'Термін дії посилання минув. Запросіть новий лист.',
  usedToken: 'Це посилання вже використано.',
  emailNotOwn: 'Вкажіть електронну адресу свого облікового запису.',
  emailAlreadyVerified: 'Електронну адресу вже підтверджено.',
} as const;

export type MessageCode = keyof typeof uk;

const ru: Record<MessageCode, string> = {
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
  rateLimited: 'Слишком много запросов. Повторите через {seconds} с.',
  internal: 'Произошла внутренняя ошибка. Попробуйте позже.',
  serviceUnavailable: 'Сервис временно недоступен. Попробуйте позже.',
  notReady: 'Данные ещё готовятся. Повторите запрос немного позже.',
  webBuildMissing: 'Веб-приложение ещё не собрано. Выполните npm run build и перезапустите сервер.',
  emailTaken: 'Этот адрес электронной почты уже зарегистрирован.',
  badCredentials: 'Неверный адрес электронной почты или пароль.',
  loginThrottled:
    'Слишком много неудачных попыток входа в эту учётную запись. Повторите через {minutes} мин.',
  invalidToken: 'Ссылка недействительна. Запросите новое письмо.',
  expiredToken: 'Срок действия ссылки истёк. Запросите новое письмо.',
  usedToken: 'Эта ссылка уже использована.',
  emailNotOwn: 'Укажите адрес электронной почты своей учётной записи.',
  emailAlreadyVerified: 'Адрес электронной почты уже подтверждён.',
};

const en: Record<MessageCode, string> = {
  badRequest: 'Bad request.',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported request body format.',
  payloadTooLarge: 'The request is too large.',
  validationFailed: 'Please check the highlighted fields.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'Access denied.',
  csrfFailed: 'The request was rejected for security reasons. Reload the page and try again.',
  notFound: 'Not found.',
  routeNotFound: 'The page or API method was not found.',
  methodNotAllowed: 'Method not allowed.',
  rateLimited: 'Too many requests. Try again in {seconds} s.',
  internal: 'Something went wrong on our side. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
  notReady: 'The data is still being prepared. Please retry shortly.',
  webBuildMissing: 'The web app has not been built yet. Run npm run build and restart the server.',
  emailTaken: 'This e-mail address is already registered.',
  badCredentials: 'Wrong e-mail or password.',
  loginThrottled: 'Too many failed sign-in attempts for this account. Try again in {minutes} min.',
  invalidToken: 'This link is not valid. Request a new e-mail.',
  expiredToken: 'This link has expired. Request a new e-mail.',
  usedToken: 'This link has already been used.',
  emailNotOwn: 'Enter the e-mail address of your own account.',
  emailAlreadyVerified: 'The e-mail address is already confirmed.',
};

const ro: Record<MessageCode, string> = {
  badRequest: 'Cerere incorectă.',
  malformedJson: 'Corpul cererii nu este JSON valid.',
  unsupportedMediaType: 'Format nesuportat al corpului cererii.',
  payloadTooLarge: 'Cererea este prea mare.',
  validationFailed: 'Verificați câmpurile completate.',
  unauthorized: 'Autentificați-vă pentru a continua.',
  forbidden: 'Acces interzis.',
  csrfFailed: 'Cererea a fost respinsă din motive de securitate. Reîncărcați pagina și încercați din nou.',
  notFound: 'Nu a fost găsit.',
  routeNotFound: 'Pagina sau metoda API nu a fost găsită.',
  methodNotAllowed: 'Metoda nu este permisă.',
  rateLimited: 'Prea multe cereri. Încercați din nou peste {seconds} s.',
  internal: 'A apărut o eroare internă. Încercați mai târziu.',
  serviceUnavailable: 'Serviciul este temporar indisponibil. Încercați mai târziu.',
  notReady: 'Datele sunt încă în pregătire. Reîncercați puțin mai târziu.',
  webBuildMissing: 'Aplicația web nu a fost încă construită. Rulați npm run build și reporniți serverul.',
  emailTaken: 'Această adresă de e-mail este deja înregistrată.',
  badCredentials: 'E-mail sau parolă greșită.',
  loginThrottled:
    'Prea multe încercări eșuate de autentificare în acest cont. Încercați din nou peste {minutes} min.',
  invalidToken: 'Link invalid. Solicitați un e-mail nou.',
  expiredToken: 'Linkul a expirat. Solicitați un e-mail nou.',
  usedToken: 'Acest link a fost deja folosit.',
  emailNotOwn: 'Introduceți adresa de e-mail a propriului cont.',
  emailAlreadyVerified: 'Adresa de e-mail este deja confirmată.',
};

// `eng` is the English interface of the Romanian site: same texts as `en`.
const catalogue: Record<Locale, Record<MessageCode, string>> = { uk, ru, en, ro, eng: en };

export function translate(
  locale: Locale,
  code: MessageCode,
  params: Record<string, string | number> = {},
): string {
  const template = catalogue[locale]?.[code] ?? uk[code];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** For tests: every locale must define every code. */
export const SERVER_MESSAGES = catalogue;
