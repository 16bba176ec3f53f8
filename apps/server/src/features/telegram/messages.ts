// The bot's own replies in the chat, in the account's language (or, before the chat is linked to an
// account, the language of the customer's Telegram app).
import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';

export type BotReply = 'linked' | 'expired' | 'stopped' | 'help';

type Replies = Record<BotReply, string>;

const REPLIES: Record<Exclude<Locale, 'eng'>, Replies> = {
  uk: {
    linked:
      'Готово! Telegram під’єднано до вашого акаунта Posylka: сюди надходитимуть сповіщення про посилки, оплати й викуп. Вибрати, які саме, можна в профілі, розділ «Сповіщення».',
    expired:
      'Це посилання вже не діє: воно використане або минуло 15 хвилин. Відкрийте профіль на сайті Posylka ще раз і під’єднайте Telegram звідти.',
    stopped:
      'Telegram від’єднано: сповіщень сюди більше не буде. Під’єднати знову можна в профілі на сайті Posylka.',
    help: 'Щоб отримувати сповіщення Posylka тут, відкрийте профіль на сайті, розділ «Сповіщення», і під’єднайте Telegram.',
  },
  ru: {
    linked:
      'Готово! Telegram подключён к вашему аккаунту Posylka: сюда будут приходить уведомления о посылках, оплатах и выкупе. Выбрать, какие именно, можно в профиле, раздел «Уведомления».',
    expired:
      'Эта ссылка больше не действует: она использована или прошло 15 минут. Откройте профиль на сайте Posylka ещё раз и подключите Telegram оттуда.',
    stopped:
      'Telegram отключён: уведомлений сюда больше не будет. Подключить снова можно в профиле на сайте Posylka.',
    help: 'Чтобы получать уведомления Posylka здесь, откройте профиль на сайте, раздел «Уведомления», и подключите Telegram.',
  },
  en: {
    linked:
      'Done! Telegram is linked to your Posylka account: notifications about parcels, payments and buy-outs will come here. Choose which ones in your profile, under Notifications.',
    expired:
      'This link no longer works: it has been used or 15 minutes have passed. Open your profile on the Posylka site again and link Telegram from there.',
    stopped:
      'Telegram is unlinked: no more notifications here. You can link it again in your Posylka profile.',
    help: 'To get Posylka notifications here, open your profile on the site, go to Notifications and link Telegram.',
  },
  ro: {
    linked:
      'Gata! Telegram este conectat la contul dvs. Posylka: aici veți primi notificări despre colete, plăți și achiziții. Alegeți care anume în profil, la Notificări.',
    expired:
      'Acest link nu mai este valabil: a fost folosit sau au trecut 15 minute. Deschideți din nou profilul pe site-ul Posylka și conectați Telegram de acolo.',
    stopped:
      'Telegram a fost deconectat: nu vor mai veni notificări aici. Îl puteți conecta din nou în profilul Posylka.',
    help: 'Pentru a primi aici notificările Posylka, deschideți profilul pe site, la Notificări, și conectați Telegram.',
  },
};

export function botReply(reply: BotReply, locale: Locale): string {
  return REPLIES[locale === 'eng' ? 'en' : locale][reply];
}

/** Telegram's language_code (an IETF tag such as "uk", "ru", "en-GB") as one of our languages. */
export function localeOfTelegram(languageCode: string | undefined): Locale {
  const language = languageCode?.toLowerCase().split('-')[0];
  return language && isLocale(language) && language !== 'eng' ? language : DEFAULT_LOCALE;
}
