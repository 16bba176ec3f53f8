export default {
  meta: {
    title: 'Posylka: livrarea cumpărăturilor din străinătate în Ucraina',
    description:
      'Expedierea coletelor din magazinele din SUA, Europa și Asia prin depozitele noastre și cumpărarea produselor din SUA de către un cumpărător personal. Livrare la oficiu, la locker sau acasă.',
  },
  hero: {
    eyebrow: 'Cumpărături din străinătate, fără bătăi de cap',
    title: 'Cumpărați din magazine din toată lumea, primiți acasă în Ucraina',
    subtitle:
      'Primiți propria adresă de depozit în străinătate sau lăsați cumpărătorul nostru să facă achiziția. Livrăm la oficiu, la locker sau acasă.',
    ctaForwarding: 'Declarați un colet',
    ctaBuyout: 'Comandați o cumpărare',
    priceLabel: 'Livrare din SUA',
    price: 'de la {{price}} pentru {{weight}}',
    links: 'Prețuri și calculatoare',
    tariffs: 'Toate tarifele',
    deliveryCalculator: 'Calculator de livrare',
    customsCalculator: 'Calculator vamal',
  },
  howTo: {
    title: 'Cum comandați',
    tabs: { forwarding: 'Expediere', buyout: 'Achiziție' },
    label: { forwarding: 'Pașii expedierii', buyout: 'Pașii achiziției' },
    steps: {
      register: {
        title: 'Înregistrați-vă',
        text: 'Gratuit și rapid: aveți nevoie doar de email și telefon.',
      },
      address: {
        title: 'Primiți adresa depozitului',
        text: 'Adresa proprie la depozitele noastre din SUA, Europa și Asia, cu codul dvs. de client.',
      },
      shop: {
        title: 'Cumpărați din magazin',
        text: 'Indicați adresa depozitului ca adresă de livrare la finalizarea comenzii.',
      },
      declare: {
        title: 'Declarați coletul',
        text: 'Adăugați numărul de urmărire, conținutul și valoarea, ca să recunoaștem coletul la depozit.',
      },
      deliver: {
        title: 'Primiți în Ucraina',
        text: 'Livrăm la oficiu, la automat de colete sau acasă; statutul se vede în cabinet.',
      },
      links: {
        title: 'Trimiteți linkurile',
        text: 'Adăugați linkuri către produse din magazinele din SUA, prețul și cantitatea.',
      },
      pay: {
        title: 'Plătiți comanda',
        text: 'Produsele, comisionul de achiziție de la {{fee}} și asigurarea de {{insurance}}, fără plăți ascunse.',
        textPlain: 'Produsele, comisionul de achiziție și asigurarea, fără plăți ascunse.',
      },
      buy: {
        title: 'Cumpărătorul nostru achiziționează',
        text: 'Cumpărătorul nostru personal plasează comanda și urmărește expedierea.',
      },
      warehouse: {
        title: 'Produsele la depozit',
        text: 'Primim coletul la depozitul din SUA și îl pregătim pentru expediere.',
      },
      arrive: {
        title: 'Livrare în Ucraina',
        text: 'Ridicați achiziția la oficiu, la automat de colete sau acasă.',
      },
    },
  },
  services: {
    title: 'Două servicii la alegere',
    stepLabel: 'Pasul {{number}}',
    forwarding: {
      title: 'Expediere',
      text: 'Cumpărați singur, noi livrăm.',
      step1: 'Înregistrați-vă și primiți adresa depozitului nostru din țara dorită.',
      step2: 'Folosiți această adresă la cumpărare și declarați coletul cu numărul de urmărire.',
      step3: 'Primim coletul la depozit și îl livrăm în Ucraina.',
    },
    buyout: {
      title: 'Cumpărare asistată',
      text: 'Cumpărăm în locul dumneavoastră din magazinele din SUA.',
      step1: 'Adăugați linkurile produselor, prețul și cantitatea.',
      step2: 'Plătiți produsele, comisionul de achiziție de la {{fee}} și asigurarea de {{insurance}}.',
      step2Plain: 'Plătiți produsele, comisionul de achiziție și asigurarea.',
      step3: 'Cumpărătorul achiziționează produsele, iar noi le livrăm în Ucraina.',
    },
  },
  countries: {
    title: 'Țările din care livrăm',
    count_one: '{{count}} țară',
    count_few: '{{count}} țări',
    count_other: '{{count}} de țări',
    unavailable: 'Temporar indisponibil',
    error: 'Lista țărilor nu a putut fi încărcată.',
    empty: 'Lista țărilor este deocamdată goală.',
  },
};
