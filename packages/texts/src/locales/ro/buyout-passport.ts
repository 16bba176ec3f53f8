export default {
  meta: {
    title: 'Documente pentru vamă | Posylka',
  },
  title: 'Documente pentru vamă',
  subtitle: 'Datele pașaportului sau ale cărții de identitate ale destinatarului',
  subtitleOrder: 'Comanda {{number}}: datele pașaportului sau ale cărții de identitate ale destinatarului',
  why: 'Totalul comenzii depășește limita fără taxe vamale, de aceea vămuirea necesită datele documentului destinatarului.',
  type: {
    label: 'Tipul documentului',
    passport: 'Pașaport',
    card: 'Carte de identitate',
  },
  saveToCabinet: 'Păstrați documentul în cont pentru comenzile următoare',
  consent: 'Sunt de acord cu prelucrarea datelor personale pentru vămuirea comenzii',
  save: 'Salvați',
  diia: {
    title: 'Partajați cartea de identitate prin Diia',
    text: 'Scanați codul QR cu camera unui telefon cu aplicația Diia și confirmați partajarea: formularul se completează singur.',
    openOnPhone: 'Deschideți în Diia pe acest telefon',
    qrLabel: 'Cod QR pentru partajarea datelor cărții de identitate din Diia',
    waiting: 'Așteptăm datele din Diia…',
    received: 'Datele din Diia au fost primite. Verificați-le și dați-vă acordul.',
    loading: 'Pregătim codul QR',
    failed: 'Codul QR nu a putut fi creat.',
    retry: 'Încercați din nou',
  },
  finish: {
    title: 'Vă mulțumim! Documentele au fost salvate',
    text: 'Am adăugat datele documentului la comandă și le vom folosi pentru vămuire.',
    addAnother: 'Adăugați încă o comandă',
    viewOrder: 'Vedeți comanda',
  },
};
