// Phone verification (features/phone-verification, SPEC §4 and §8): refusals, the SMS and the call,
// and the units of a wait (whole minutes under an hour, whole hours above).
export default {
  /** Request attempts used up (SPEC §4: "try again in 1 hour or change the number"). */
  requestsExhausted:
    'Перевірте свій номер телефону: ви вичерпали спроби запиту коду. Спробуйте через 1 годину або змініть номер.',
  /** Code inputs used up (SPEC §8 "wrong SMS code {n} times"). */
  inputsExhausted_one:
    'Перевірте свій номер телефону: код введено неправильно {{count}} раз. Запросіть новий код.',
  inputsExhausted_few:
    'Перевірте свій номер телефону: код введено неправильно {{count}} рази. Запросіть новий код.',
  inputsExhausted_many:
    'Перевірте свій номер телефону: код введено неправильно {{count}} разів. Запросіть новий код.',
  inputsExhausted_other:
    'Перевірте свій номер телефону: код введено неправильно {{count}} разу. Запросіть новий код.',
  /** Issue 13: the account asked codes for too many different numbers in 24 hours. */
  numbersExhausted:
    'Ви вичерпали добовий ліміт номерів для підтвердження ({{count}}). Новий номер можна буде підтвердити через {{wait}}.',
  /** Issue 13: too many requests from the client's network (IP) in an hour. */
  ipExhausted: 'Забагато запитів коду з вашої мережі. Спробуйте через {{wait}}.',
  delay: 'Код уже надіслано. Повторний запит можливий через {{seconds}} с.',
  alreadyUsed: 'Цей номер не можна додати! Його вже підтверджено в іншому обліковому записі.',
  wrongCode: 'Неправильний код. Залишилося спроб: {{left}}.',
  codeExpired: 'Код більше не дійсний. Запросіть новий код.',
  /** SPEC §8 "anything else": the gateway failed. */
  unavailable: 'Неможливо завершити перевірку телефону, спробуйте пізніше.',
  smsText: 'Posylka: ваш код підтвердження {{code}}. Нікому його не повідомляйте.',
  callText: 'Posylka: дзвінок для підтвердження номера. Прийміть його, щоб підтвердити номер.',
  /** How long a limit still holds, for {{wait}} above: "40 хв", "4 год". */
  wait: {
    minutes: '{{minutes}} хв',
    hours: '{{hours}} год',
  },
};
