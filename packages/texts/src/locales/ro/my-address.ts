export default {
  meta: {
    title: 'Adresele mele din străinătate | Posylka',
    description:
      'Adresele depozitelor noastre din străinătate cu codul dvs. de client: copiați-le în formularul magazinului.',
  },
  title: 'Adresele mele din străinătate',
  menuLink: 'Adresele mele din străinătate',
  intro:
    'Indicați această adresă ca adresă de livrare în magazinul străin. Copiați exact rândurile evidențiate cu numele și codul dvs. de client {{code}}: după ele depozitul vă găsește coletul.',
  country: 'Țară',
  warehouses_one: '{{count}} depozit în țară',
  warehouses_few: '{{count}} depozite în țară',
  warehouses_other: '{{count}} de depozite în țară',
  warehouse: 'Depozit: {{name}}',
  isDefault: 'Adresă principală',
  makeDefault: 'Setează ca principală',
  defaultSaved: 'Adresa principală a fost schimbată: {{name}}',
  copy: 'Copiază',
  copyField: 'Copiază „{{label}}”',
  copyAll: 'Copiază toată adresa',
  copied: 'Copiat: {{label}}',
  copiedAll: 'Adresa depozitului a fost copiată',
  copyFailed: 'Nu s-a putut copia. Selectați textul și copiați-l manual.',
  mustCopy: 'Indicați exact așa',
  notices: {
    noAddresses: 'Încă nu aveți adrese de depozit în această țară. Alegeți altă țară.',
    unavailable: 'Livrarea din această țară este temporar indisponibilă',
    nameMissing:
      'Profilul dvs. nu are încă un nume, așa că în adresă apare „{{name}}”. Coletul ajunge oricum după codul de client, dar vă rugăm să adăugați numele și prenumele în profil.',
    nameLink: 'Adăugați numele în profil',
  },
  shops: {
    title: 'De unde cumpărați',
    label: 'Magazin',
    placeholder: 'Alegeți un magazin',
    empty: 'Lista noastră nu are încă magazine pentru această țară.',
    visit: 'Accesați {{site}}',
    newWindow: '(se deschide într-o fereastră nouă)',
    password:
      'Acest magazin poate livra la un automat de colete sau punct de ridicare care cere un cod. Când primiți codul, adăugați-l în declarația coletului.',
  },
  map: {
    title: 'Depozitul pe hartă: {{name}}',
    open: 'Deschide pe hartă',
  },
  compact: {
    title: 'Adresa dvs. din străinătate',
    all: 'Toate adresele și magazinele',
    loading: 'Se încarcă adresa…',
    error: 'Adresa nu a putut fi încărcată.',
  },
};
