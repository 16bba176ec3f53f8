export default {
  carousel: {
    previous: 'Diapozitivul anterior',
    next: 'Diapozitivul următor',
    goTo: 'Diapozitivul {{number}} din {{count}}',
    pause: 'Oprește derularea',
    play: 'Reia derularea',
    slides: 'Diapozitive',
  },
  slider: {
    label: 'Oferte și noutăți',
    churnTitle: 'Revino: {{amount}} reducere la următorul colet',
    churnText: 'Oferta expiră în:',
    churnCta: 'Declară un colet',
  },
  ticker: {
    label: 'Noutățile serviciului',
  },
  countdown: {
    label: 'Oferta expiră în',
    days_one: '{{count}} zi',
    days_few: '{{count}} zile',
    days_other: '{{count}} de zile',
    hours: 'h',
    minutes: 'min',
    seconds: 's',
    ended: 'Oferta s-a încheiat',
  },
  cookies: {
    label: 'Cookie-uri',
    text: 'Folosim cookie-uri ca site-ul să funcționeze și să rețină setările tale. Acordul tău se păstrează un an.',
    accept: 'Am înțeles, accept',
  },
  daily: {
    close: 'Închide',
    registrationTitle: 'Obține propria adresă în străinătate',
    registrationText: 'Înregistrarea este gratuită: adrese de depozit în 20 de țări imediat după ea.',
    registrationCta: 'Înregistrează-te',
    languageText: 'Această pagină este disponibilă și în limba: {{language}}.',
    languageCta: 'Deschide',
    newAddressTitle: 'Adăugați o adresă de livrare',
    newAddressText:
      'Salvați un oficiu, un automat de colete sau adresa de acasă, iar expedierea coletelor va dura un minut.',
    newAddressCta: 'Adăugați adresa',
  },
  buyoutPromo: {
    title: 'Cumpărăm din SUA pentru tine',
    text: 'Trimite-ne linkurile produselor: cumpărătorul nostru le cumpără și le livrează în Ucraina. Comision de achiziție de la {{fee}}, asigurare {{insurance}}.',
    textPlain: 'Trimite-ne linkurile produselor: cumpărătorul nostru le cumpără și le livrează în Ucraina.',
    cta: 'Comandă o achiziție',
    later: 'Mai târziu',
  },
};
