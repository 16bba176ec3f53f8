// The bot's own replies in the chat (features/telegram), in the account's language (or, before the
// chat is linked to an account, the language of the customer's Telegram app).
export default {
  linked:
    'Готово! Telegram під’єднано до вашого акаунта Posylka: сюди надходитимуть сповіщення про посилки, оплати й викуп. Вибрати, які саме, можна в профілі, розділ «Сповіщення».',
  expired:
    'Це посилання вже не діє: воно використане або минуло 15 хвилин. Відкрийте профіль на сайті Posylka ще раз і під’єднайте Telegram звідти.',
  stopped:
    'Telegram від’єднано: сповіщень сюди більше не буде. Під’єднати знову можна в профілі на сайті Posylka.',
  help: 'Щоб отримувати сповіщення Posylka тут, відкрийте профіль на сайті, розділ «Сповіщення», і під’єднайте Telegram.',
};
