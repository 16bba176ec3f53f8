import type { LocalizedMessage } from './types.js';

/**
 * Issue 16 notification settings: account and money messages always come by e-mail (a reset link or
 * a refund the customer never hears of is a support case); SMS goes only for what must not be missed.
 */
export const NOTIFICATION_MESSAGES = {
  'notifications.locked': {
    uk: 'Листи про акаунт і гроші не можна вимкнути: вони завжди приходять на пошту',
    ru: 'Письма об аккаунте и деньгах нельзя отключить: они всегда приходят на почту',
    en: 'Account and money e-mails cannot be turned off: they always come by e-mail',
    ro: 'E-mailurile despre cont și bani nu pot fi dezactivate: vin mereu prin e-mail',
    eng: 'Account and money e-mails cannot be turned off: they always come by e-mail',
  },
  'notifications.channelNotOffered': {
    uk: 'Ці повідомлення не надсилаються цим каналом',
    ru: 'Эти уведомления не отправляются этим каналом',
    en: 'These messages are not sent this way',
    ro: 'Aceste mesaje nu sunt trimise pe acest canal',
    eng: 'These messages are not sent this way',
  },
} satisfies Record<string, LocalizedMessage>;
