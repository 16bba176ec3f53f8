export default {
  faq: {
    meta: {
      title: 'Întrebări și răspunsuri | Posylka',
      description:
        'Răspunsuri despre limitele vamale, documente, bunuri interzise, bonusuri și automate de colete.',
    },
    title: 'Întrebări și răspunsuri',
    lead: 'Esențialul pe scurt: taxe vamale, documente, bunuri interzise, bonusuri și livrare.',
    all: 'Toate întrebările',
    related: 'Alte întrebări',
    notFoundTitle: 'Articolul nu a fost găsit',
    notFoundText: 'Poate a fost mutat. Consultați lista de întrebări.',
    openCalculators: 'Deschideți calculatoarele',
  },
  forbidden: {
    meta: {
      title: 'Bunuri interzise pe țări | Posylka',
      description: 'Ce nu poate fi expediat, pentru fiecare țară din care livrăm.',
    },
    title: 'Bunuri interzise',
    lead: 'Alegeți țara din care vine coletul pentru a vedea ce nu poate fi expediat.',
    country: 'Țara de expediere',
    count_one: '{{count}} categorie interzisă',
    count_few: '{{count}} categorii interzise',
    count_other: '{{count}} de categorii interzise',
    more: 'Mai multe despre bunurile interzise',
  },
  instructions: {
    meta: {
      title: 'Cum comandați din străinătate | Posylka',
      description:
        'Pas cu pas: expedierea coletelor prin depozitele noastre și cumpărarea de bunuri din SUA.',
    },
    title: 'Cum comandați din străinătate',
    lead: 'Două variante: cumpărați singur și expediați prin depozitul nostru sau lăsați cumpărătorul nostru să cumpere.',
    forwarding: {
      title: 'Expediere',
      step1: {
        title: 'Înregistrați-vă',
        text: 'După înregistrare primiți adresele personale ale depozitelor noastre din 19 țări.',
      },
      step2: {
        title: 'Cumpărați dintr-un magazin străin',
        text: 'Indicați adresa depozitului nostru ca adresă de livrare. Magazinul livrează la depozit în 1–7 zile.',
      },
      step3: {
        title: 'Declarați coletul',
        text: 'Adăugați numărul de urmărire, magazinul și bunurile. Peste limita vamală adăugați factura și pașaportul.',
      },
      step4: {
        title: 'Cântărim și expediem',
        text: 'Depozitul primește și cântărește coletul, iar dvs. plătiți livrarea după tarif. Coletele nedeclarate sunt păstrate 30 de zile.',
      },
      step5: {
        title: 'Primiți-l în Ucraina',
        text: 'La o filială, la un automat de colete sau prin curier la adresă.',
      },
    },
    buyout: {
      title: 'Cumpărare (cumpărător personal)',
      step1: {
        title: 'Adăugați linkurile',
        text: 'Inserați linkuri către bunuri din magazine din SUA, cu preț și cantitate.',
      },
      step2: {
        title: 'Plătiți',
        text: 'Bunurile, un comision de achiziție de la {{fee}} și asigurarea de {{insurance}}; taxe vamale dacă suma depășește limita.',
        textPlain: 'Bunurile, comisionul de achiziție și asigurarea; taxe vamale dacă suma depășește limita.',
      },
      step3: {
        title: 'Cumpărătorul cumpără',
        text: 'În 72 de ore. Dacă prețul a crescut, cumpărăm cu până la {{percent}} mai mult, dar cel mult {{max}}.',
      },
      step4: {
        title: 'Primiți coletul',
        text: 'De obicei la aproximativ 10 zile după ce ajunge la depozitul din SUA.',
      },
    },
    toCalculators: 'Calculați costul',
    toForwarding: 'Declarați un colet',
    toBuyout: 'Comandați o cumpărare',
  },
  landingCa: {
    meta: {
      title: 'Livrare din Canada în Ucraina | Posylka',
      description: 'Depozit propriu în Toronto, livrare cu avionul, tarife după greutate și calculator.',
    },
    eyebrow: 'Canada',
    title: 'Livrare din Canada în Ucraina',
    lead: 'Cumpărați din magazine canadiene: primim coletul la depozitul nostru și îl aducem cu avionul.',
    warehouseTitle: 'Depozitul nostru',
    warehouseText: '{{place}}. Adresa personală a depozitului apare în cont imediat după înregistrare.',
    transport: 'Livrare cu avionul, de obicei 2–3 săptămâni de la depozit până în Ucraina.',
    currencies: 'Prețurile bunurilor în declarație: {{list}}.',
    tariffsTitle: 'Tarife',
    band: 'Greutate',
    bandValue: 'de la {{from}} la {{to}}',
    perHalfKg: 'Preț pentru 0,5 kg',
    forbiddenTitle: 'Ce nu poate fi trimis din Canada',
    register: 'Obțineți adresa din Canada',
  },
  help: {
    open: 'Ajutor',
    close: 'Închideți ajutorul',
    title: 'Cu ce vă putem ajuta?',
    faqTitle: 'Întrebări frecvente',
    contactsTitle: 'Contactați-ne',
    email: 'E-mail',
    hours: 'Lun–Vin 9:00–20:00, Sâm 10:00–16:00 (ora Kievului)',
    allFaq: 'Toate întrebările',
  },
};
