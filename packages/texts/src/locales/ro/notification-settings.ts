// Notification settings page /profile/notifications (issue 16 item 3).
export default {
  meta: {
    title: 'Notificări | Posylka',
    description: 'Ce mesaje primiți prin e-mail, Telegram și SMS.',
  },
  title: 'Notificări',
  subtitle: 'Alegeți cum aflați despre colete, achiziții și mementouri. Modificările se salvează imediat.',
  link: 'Setări notificări',
  groups: {
    account: {
      title: 'Cont',
      text: 'Autentificare, parolă, schimbarea e-mailului.',
    },
    money: {
      title: 'Bani',
      text: 'Plăți, rambursări, plăți suplimentare.',
    },
    parcels: {
      title: 'Colete',
      text: 'Fiecare pas al coletului: depozit, expediere, vamă, AWB-ul Nova Poshta.',
    },
    buyout: {
      title: 'Achiziții',
      text: 'Întrebări despre preț, cumpărarea, sosirea la depozit.',
    },
    reminders: {
      title: 'Mementouri',
      text: 'Termenul de depozitare expiră, un colet așteaptă documente.',
    },
  },
  channels: {
    email: 'E-mail',
    telegram: 'Telegram',
    sms: 'SMS',
  },
  locked: 'E-mailurile despre cont și bani nu pot fi dezactivate: vin mereu prin e-mail.',
  unreachable: {
    telegram: 'Telegram nu este conectat încă',
    sms: 'Niciun telefon confirmat',
  },
  reach: {
    title: 'Unde vă scriem',
    email: {
      label: 'E-mail',
      verified: 'Confirmat',
      unverified: 'Neconfirmat încă: deschideți e-mailul cu linkul',
    },
    sms: {
      label: 'SMS',
      rule: 'Trimitem SMS doar pentru ce nu trebuie ratat: AWB-ul Nova Poshta și un colet oprit în depozit.',
      none: 'Niciun număr confirmat.',
      verify: 'Confirmați telefonul în profil',
    },
  },
  telegram: {
    label: 'Telegram',
    linked: 'Conectat: {{name}}',
    linkedNoName: 'Conectat',
    notLinked: 'Primiți mesaje în Telegram: apăsați „Conectare”, apoi „Start” în bot.',
    link: 'Conectați Telegram',
    waiting: 'Apăsați „Start” în botul Posylka. Pagina se actualizează singură.',
    open: 'Deschideți Telegram',
    unlink: 'Deconectare',
    unlinked: 'Telegram deconectat.',
    failed: 'Nu a reușit. Încercați din nou puțin mai târziu.',
  },
  status: {
    saving: 'Se salvează…',
    saved: 'Salvat',
    failed: 'Nu s-a putut salva; comutatorul a revenit cum era. Încercați din nou.',
  },
};
