// The bot's own replies in the chat (features/telegram), in the account's language (or, before the
// chat is linked to an account, the language of the customer's Telegram app).
export default {
  linked:
    'Готово! Telegram подключён к вашему аккаунту Posylka: сюда будут приходить уведомления о посылках, оплатах и выкупе. Выбрать, какие именно, можно в профиле, раздел «Уведомления».',
  expired:
    'Эта ссылка больше не действует: она использована или прошло 15 минут. Откройте профиль на сайте Posylka ещё раз и подключите Telegram оттуда.',
  stopped:
    'Telegram отключён: уведомлений сюда больше не будет. Подключить снова можно в профиле на сайте Posylka.',
  help: 'Чтобы получать уведомления Posylka здесь, откройте профиль на сайте, раздел «Уведомления», и подключите Telegram.',
};
