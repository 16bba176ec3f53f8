export default {
  fields: {
    email: 'E-mail',
    password: 'Parolă',
    passwordHint: 'Cel puțin 8 caractere, inclusiv o literă și o cifră.',
    showPassword: 'Afișează parola',
  },
  register: {
    meta: {
      title: 'Înregistrare | Posylka',
      description:
        'Creați un cont Posylka pentru a primi adresele depozitelor din străinătate și a declara colete.',
    },
    title: 'Înregistrare',
    lead: 'Creați un cont pentru a primi adresele depozitelor noastre și a plasa comenzi.',
    submit: 'Înregistrare',
    haveAccount: 'Aveți deja un cont?',
    toLogin: 'Autentificare',
    checkEmail: {
      title: 'Verificați e-mailul',
      text: 'Am trimis un link de confirmare la {{email}}. Deschideți-l pentru a finaliza înregistrarea.',
      resend: 'Retrimiteți e-mailul',
      resent: 'E-mailul a fost retrimis.',
      devOutbox: 'În dezvoltare, e-mailurile nu sunt trimise, ci păstrate în căsuța dezvoltatorului:',
      toOrders: 'Mergeți la comenzi',
    },
  },
  login: {
    meta: {
      title: 'Autentificare | Posylka',
      description: 'Autentificați-vă în contul Posylka pentru a gestiona coletele și cumpărările.',
    },
    title: 'Autentificare',
    lead: 'Autentificați-vă pentru a vedea comenzile.',
    submit: 'Autentificare',
    noAccount: 'Nu aveți încă un cont?',
    toRegister: 'Înregistrare',
  },
  verify: {
    meta: {
      title: 'Confirmarea e-mailului | Posylka',
      description: 'Confirmarea adresei de e-mail a contului Posylka.',
    },
    title: 'Confirmarea e-mailului',
    pending: 'Confirmăm adresa dumneavoastră…',
    success: 'Adresa de e-mail a fost confirmată. Vă mulțumim!',
    missingToken: 'Linkul nu conține codul de confirmare. Deschideți din nou linkul din e-mail.',
    failed: 'Adresa nu a putut fi confirmată.',
    toOrders: 'La comenzile mele',
    toLogin: 'Autentificare',
  },
};
