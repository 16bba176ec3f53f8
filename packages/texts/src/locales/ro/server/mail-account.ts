// Account messages (apps/server/src/notifications/templates/account.ts): the address to confirm, the
// password reset link, a changed password, a new e-mail address and the old one told of the change.
export default {
  emailVerification: {
    subject: 'Confirmați adresa de e-mail',
    lines: [
      'Confirmați adresa de e-mail a contului Posylka deschizând linkul.',
      'Linkul este valabil {{validFor}}. Dacă nu v-ați înregistrat la Posylka, ignorați acest mesaj.',
    ],
    action: 'Confirmă adresa',
  },
  passwordReset: {
    subject: 'Resetarea parolei Posylka',
    lines: [
      'Dvs. (sau altcineva) ați cerut resetarea parolei. Linkul funcționează o singură dată, timp de 1 oră.',
      'Dacă nu ați fost dvs., ignorați acest e-mail: parola rămâne aceeași.',
    ],
    action: 'Setează o parolă nouă',
  },
  passwordChanged: {
    subject: 'Parola Posylka a fost schimbată',
    lines: [
      'Parola contului dvs. tocmai a fost schimbată și toate celelalte sesiuni s-au încheiat.',
      'Dacă nu ați fost dvs., resetați-o cu „Ați uitat parola?” pe pagina de autentificare.',
    ],
  },
  emailChangeRequested: {
    subject: 'Confirmați noua adresă Posylka',
    lines: ['Pentru a vă autentifica cu {{email}}, confirmați-o. Linkul funcționează 24 de ore.'],
    action: 'Confirmă adresa',
  },
  emailChanged: {
    subject: 'Adresa Posylka a fost schimbată',
    lines: ['Contul dvs. folosește acum adresa {{email}}. Dacă nu ați fost dvs., scrieți-ne.'],
  },
};
