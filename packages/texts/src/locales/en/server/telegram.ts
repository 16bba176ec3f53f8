// The bot's own replies in the chat (features/telegram), in the account's language (or, before the
// chat is linked to an account, the language of the customer's Telegram app).
export default {
  linked:
    'Done! Telegram is linked to your Posylka account: notifications about parcels, payments and buy-outs will come here. Choose which ones in your profile, under Notifications.',
  expired:
    'This link no longer works: it has been used or 15 minutes have passed. Open your profile on the Posylka site again and link Telegram from there.',
  stopped: 'Telegram is unlinked: no more notifications here. You can link it again in your Posylka profile.',
  help: 'To get Posylka notifications here, open your profile on the site, go to Notifications and link Telegram.',
};
