// Texts of phone verification in every interface language, Ukrainian first (SPEC §8 wording).
import type { Locale, LocalizedText } from '@posylka/domain';

export const PHONE_MESSAGES = {
  /** Request attempts used up (SPEC §4: "try again in 1 hour or change the number"). */
  requestsExhausted: {
    uk: 'Перевірте свій номер телефону: ви вичерпали спроби запиту коду. Спробуйте через 1 годину або змініть номер.',
    ru: 'Проверьте свой номер телефона: вы исчерпали попытки запроса кода. Попробуйте через 1 час или измените номер.',
    en: 'Check your phone number: you have used all code requests. Try again in 1 hour or change the number.',
    ro: 'Verificați numărul de telefon: ați folosit toate solicitările de cod. Încercați din nou peste 1 oră sau schimbați numărul.',
    eng: 'Check your phone number: you have used all code requests. Try again in 1 hour or change the number.',
  },
  /** Code inputs used up (SPEC §8 "wrong SMS code {n} times"). */
  inputsExhausted: {
    uk: 'Перевірте свій номер телефону: код введено неправильно {count} разів. Запросіть новий код.',
    ru: 'Проверьте свой номер телефона: код введён неверно {count} раз. Запросите новый код.',
    en: 'Check your phone number: the code was entered wrongly {count} times. Request a new code.',
    ro: 'Verificați numărul de telefon: codul a fost introdus greșit de {count} ori. Solicitați un cod nou.',
    eng: 'Check your phone number: the code was entered wrongly {count} times. Request a new code.',
  },
  /** Issue 13: the account asked codes for too many different numbers in 24 hours. */
  numbersExhausted: {
    uk: 'Ви вичерпали добовий ліміт номерів для підтвердження ({count}). Новий номер можна буде підтвердити через {wait}.',
    ru: 'Вы исчерпали суточный лимит номеров для подтверждения ({count}). Новый номер можно будет подтвердить через {wait}.',
    en: 'You have reached the daily limit of numbers to verify ({count}). You can verify a new number in {wait}.',
    ro: 'Ați atins limita zilnică de numere de verificat ({count}). Puteți verifica un număr nou peste {wait}.',
    eng: 'You have reached the daily limit of numbers to verify ({count}). You can verify a new number in {wait}.',
  },
  /** Issue 13: too many requests from the client's network (IP) in an hour. */
  ipExhausted: {
    uk: 'Забагато запитів коду з вашої мережі. Спробуйте через {wait}.',
    ru: 'Слишком много запросов кода из вашей сети. Попробуйте через {wait}.',
    en: 'Too many code requests from your network. Try again in {wait}.',
    ro: 'Prea multe solicitări de cod din rețeaua dvs. Încercați din nou peste {wait}.',
    eng: 'Too many code requests from your network. Try again in {wait}.',
  },
  delay: {
    uk: 'Код уже надіслано. Повторний запит можливий через {seconds} с.',
    ru: 'Код уже отправлен. Повторный запрос возможен через {seconds} с.',
    en: 'A code has just been sent. You can request another one in {seconds} s.',
    ro: 'Un cod tocmai a fost trimis. Puteți solicita altul peste {seconds} s.',
    eng: 'A code has just been sent. You can request another one in {seconds} s.',
  },
  alreadyUsed: {
    uk: 'Цей номер не можна додати! Його вже підтверджено в іншому обліковому записі.',
    ru: 'Этот номер нельзя добавить! Он уже подтверждён в другой учётной записи.',
    en: 'This number cannot be added! It is already verified on another account.',
    ro: 'Acest număr nu poate fi adăugat! Este deja confirmat în alt cont.',
    eng: 'This number cannot be added! It is already verified on another account.',
  },
  wrongCode: {
    uk: 'Неправильний код. Залишилося спроб: {left}.',
    ru: 'Неверный код. Осталось попыток: {left}.',
    en: 'Wrong code. Attempts left: {left}.',
    ro: 'Cod greșit. Încercări rămase: {left}.',
    eng: 'Wrong code. Attempts left: {left}.',
  },
  codeExpired: {
    uk: 'Код більше не дійсний. Запросіть новий код.',
    ru: 'Код больше не действителен. Запросите новый код.',
    en: 'The code is no longer valid. Request a new code.',
    ro: 'Codul nu mai este valabil. Solicitați un cod nou.',
    eng: 'The code is no longer valid. Request a new code.',
  },
  /** SPEC §8 "anything else": the gateway failed. */
  unavailable: {
    uk: 'Неможливо завершити перевірку телефону, спробуйте пізніше.',
    ru: 'Невозможно завершить проверку телефона, попробуйте позже.',
    en: 'Phone verification cannot be completed, please try again later.',
    ro: 'Verificarea telefonului nu poate fi finalizată, încercați mai târziu.',
    eng: 'Phone verification cannot be completed, please try again later.',
  },
  smsText: {
    uk: 'Posylka: ваш код підтвердження {code}. Нікому його не повідомляйте.',
    ru: 'Posylka: ваш код подтверждения {code}. Никому его не сообщайте.',
    en: 'Posylka: your verification code is {code}. Do not share it with anyone.',
    ro: 'Posylka: codul dvs. de verificare este {code}. Nu îl comunicați nimănui.',
    eng: 'Posylka: your verification code is {code}. Do not share it with anyone.',
  },
  callText: {
    uk: 'Posylka: дзвінок для підтвердження номера. Прийміть його, щоб підтвердити номер.',
    ru: 'Posylka: звонок для подтверждения номера. Примите его, чтобы подтвердить номер.',
    en: 'Posylka: a call to verify your number. Answer it to confirm the number.',
    ro: 'Posylka: apel pentru verificarea numărului. Răspundeți pentru a confirma numărul.',
    eng: 'Posylka: a call to verify your number. Answer it to confirm the number.',
  },
} as const satisfies Record<string, LocalizedText>;

export type PhoneMessage = keyof typeof PHONE_MESSAGES;

export function phoneMessage(
  locale: Locale,
  key: PhoneMessage,
  params: Record<string, string | number> = {},
): string {
  return PHONE_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

// Units of a wait: whole minutes under an hour, whole hours above (rounded up: never promise too early).
const WAIT_UNITS: Record<Locale, { minutes: string; hours: string }> = {
  uk: { minutes: '{n} хв', hours: '{n} год' },
  ru: { minutes: '{n} мин', hours: '{n} ч' },
  en: { minutes: '{n} min', hours: '{n} h' },
  ro: { minutes: '{n} min', hours: '{n} h' },
  eng: { minutes: '{n} min', hours: '{n} h' },
};

/** "40 хв", "4 год": how long a limit still holds, for the messages above. */
export function waitText(locale: Locale, ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const units = WAIT_UNITS[locale];
  return minutes < 60
    ? units.minutes.replace('{n}', String(minutes))
    : units.hours.replace('{n}', String(Math.ceil(minutes / 60)));
}
