export default {
  intro:
    'Valoarea coletului depășește limita vamală a țării, de aceea vămuirea necesită factura și datele pașaportului sau ale cărții de identitate ale destinatarului.',
  dropZone: {
    cta: 'Trageți fișierele aici sau faceți clic pentru a alege',
    ctaTouch: 'Atingeți pentru a alege fișiere sau a fotografia documentul',
    hint: 'JPG, PNG sau PDF, până la {{maxSize}} fiecare',
    add: 'Adăugați fișiere la „{{title}}”',
    uploading: 'Se încarcă „{{name}}”',
    uploaded: '„{{name}}” a fost încărcat',
    full_one: 'Maximul a fost atins: {{count}} fișier',
    full_few: 'Maximul a fost atins: {{count}} fișiere',
    full_other: 'Maximul a fost atins: {{count}} de fișiere',
    noFileApi: 'Browserul dvs. nu poate încărca fișiere. Actualizați-l sau folosiți alt browser.',
  },
  errors: {
    uploadedFiles: 'Nu s-a putut încărca „{{name}}”: {{reason}}',
  },
  files: {
    title: 'Documente pentru mărfuri',
    rules:
      'Puteți adăuga mai multe fișiere deodată. Un fișier încărcat cu eroare poate fi șters și adăugat din nou.',
    progress: 'Se încarcă „{{name}}”',
    remove: 'Ștergeți „{{name}}”',
    removed: '„{{name}}” a fost șters',
    incorrect: 'Document neacceptat: încărcați altul',
    replace: 'Înlocuiți',
    replaceNamed: 'Înlocuiți „{{name}}”',
  },
  blocks: {
    invoices: {
      title: 'Factura',
      description: 'Bonul sau confirmarea comenzii din magazin, cu prețurile.',
    },
    bankOrders: {
      title: 'Documente bancare',
      description: 'Ordinul de plată sau extrasul care arată plata.',
    },
    others: {
      title: 'Alte documente',
      description: 'Tot ce ajută vama: până la 10 fișiere.',
    },
  },
  export: {
    title: 'Documente de export',
    notice:
      'Coletul din țara „{{country}}” valorează peste 1000 EUR, de aceea vămuirea la export necesită și aceste documente. Le puteți adăuga și mai târziu, dar înainte ca coletul să ajungă în depozit, altfel este reținut.',
    kinds: {
      statement: 'Declarație',
      powers: 'Împuterniciri',
      power_attorney: 'Scrisoare de procură',
    },
    descriptions: {
      statement: 'Declarația semnată pentru vămuirea la export.',
      powers: 'Documentul cu împuternicirile reprezentantului.',
      power_attorney: 'Scrisoarea de procură semnată.',
    },
  },
  passport: {
    title: 'Datele pașaportului',
    why: 'Vama vămuiește coletul pe numele destinatarului, de aceea avem nevoie de datele pașaportului sau ale cărții de identitate.',
    documentType: 'Document',
    types: {
      passport: 'Pașaport carnet',
      card: 'Carte de identitate',
    },
    // This step's label for the booklet's number; the other field words are identityDocument's.
    serialNumber: 'Seria și numărul',
    saveToCabinet: 'Păstrați documentul în cont pentru coletele următoare',
    change: 'Modificați',
  },
  agreement:
    'Confirm că datele și documentele sunt autentice și sunt de acord cu prelucrarea lor pentru vămuire',
};
