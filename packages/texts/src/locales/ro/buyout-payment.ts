export default {
  meta: {
    successTitle: 'Comanda a fost plătită | Posylka',
    failureTitle: 'Plata nu a reușit | Posylka',
  },
  success: {
    title: 'Vă mulțumim! Comanda a fost plătită',
    titleEdited: 'Modificările comenzii au fost salvate',
    subtitle: 'Vom trimite confirmarea și noutățile despre comandă la {{email}}.',
    subtitleNoEmail: 'Noutățile despre comandă vor apărea în contul dvs.',
    checking: 'Verificăm plata…',
    checkUnknown:
      'Sistemul de plată nu a confirmat încă plata. Starea comenzii se va actualiza în câteva minute.',
    order: 'Comanda',
    total: 'Total',
    addAnother: 'Adăugați încă o comandă',
    viewOrder: 'Vedeți comanda',
  },
  customs: {
    title: 'Sunt necesare documente pentru vamă',
    text: 'Totalul comenzii depășește limita fără taxe vamale. Adăugați datele pașaportului sau ale cărții de identitate ale destinatarului, ca să nu fie reținut coletul la vamă.',
    addDocuments: 'Adăugați documente',
    saved: {
      document: '{{type}} {{number}}, {{name}}: salvat în contul dvs.',
      type: { passport: 'Pașaport', card: 'Carte de identitate' },
      consent: 'Sunt de acord cu prelucrarea datelor personale pentru vămuirea acestei comenzi',
      consentRequired: 'Pentru a adăuga documentul, exprimați acordul pentru prelucrarea datelor',
      add: 'Adăugați acest document la comandă',
      other: 'Indicați alt document',
      doneTitle: 'Document adăugat',
      done: 'Documentul {{number}} a fost adăugat la comandă: va fi folosit pentru vămuire.',
    },
  },
  failure: {
    title: 'Ups! Plata nu a reușit',
    subtitle: 'Nu s-au retras bani. Încercați din nou sau modificați comanda.',
    toPay: 'De plată',
    hint: 'Verificați soldul și limitele cardului sau alegeți alt card pe pagina de plată.',
    retry: 'Reîncercați plata',
    edit: 'Editați comanda',
  },
  exit: {
    open: 'Ieșire',
    title: 'Ieșiți fără să plătiți?',
    text: 'Comanda rămâne în listă, neplătită. Începem cumpărarea doar după plată, iar prețurile din magazin se pot schimba.',
    leave: 'La comenzile mele',
  },
  promo: {
    title: 'Reducerea dvs. de {{amount}} la livrare',
    text: 'Valabilă până la {{until}} (ora Kievului) și aplicată automat la următoarea comandă.',
    startParcel: 'Declarați un colet',
  },
  stores: {
    title: 'Categorii populare de magazine din SUA',
  },
};
