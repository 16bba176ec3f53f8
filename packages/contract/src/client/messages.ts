import type { Locale } from '@posylka/domain';

/**
 * The only texts the client produces itself; everything else comes localized from the server.
 * Ukrainian wording first.
 */
export const CLIENT_MESSAGES: Record<'noResponse' | 'network' | 'unexpected', Record<Locale, string>> = {
  // SPEC §8: shown after the 12th 202 answer in a row.
  noResponse: {
    uk: 'Не вдається отримати відповідь. Спробуйте пізніше.',
    ru: 'Не удаётся получить ответ. Попробуйте позже.',
    en: 'Can not get response. Please try again later.',
    ro: 'Nu se poate obține un răspuns. Încercați mai târziu.',
    eng: 'Can not get response. Please try again later.',
  },
  network: {
    uk: 'Немає з’єднання з сервером. Перевірте інтернет і спробуйте ще раз.',
    ru: 'Нет соединения с сервером. Проверьте интернет и попробуйте ещё раз.',
    en: 'Cannot reach the server. Check your connection and try again.',
    ro: 'Serverul nu poate fi contactat. Verificați conexiunea și încercați din nou.',
    eng: 'Cannot reach the server. Check your connection and try again.',
  },
  unexpected: {
    uk: 'Щось пішло не так. Спробуйте ще раз.',
    ru: 'Что-то пошло не так. Попробуйте ещё раз.',
    en: 'Something went wrong. Please try again.',
    ro: 'Ceva nu a mers bine. Încercați din nou.',
    eng: 'Something went wrong. Please try again.',
  },
};
