// The bot's own replies in the chat (features/telegram), in the account's language (or, before the
// chat is linked to an account, the language of the customer's Telegram app).
export default {
  linked:
    'Gata! Telegram este conectat la contul dvs. Posylka: aici veți primi notificări despre colete, plăți și achiziții. Alegeți care anume în profil, la Notificări.',
  expired:
    'Acest link nu mai este valabil: a fost folosit sau au trecut 15 minute. Deschideți din nou profilul pe site-ul Posylka și conectați Telegram de acolo.',
  stopped:
    'Telegram a fost deconectat: nu vor mai veni notificări aici. Îl puteți conecta din nou în profilul Posylka.',
  help: 'Pentru a primi aici notificările Posylka, deschideți profilul pe site, la Notificări, și conectați Telegram.',
};
