// The buy-out checkout wizard (SPEC §2 "Buy-out checkout wizard", §4 "Buy-out", §5 "Buy-out").
export default {
  meta: {
    title: 'Cumpărături din magazinele SUA — Posylka',
  },
  title: {
    create: 'Cumpărături din magazinele SUA',
    edit: 'Modificarea comenzii {{number}}',
  },
  /** Issue 14 "Unpaid orders": the checkout opened from an order awaiting payment. */
  reopened:
    'Comanda {{number}} nu este încă plătită. Modificați produsele, livrarea sau codul promoțional și plătiți din nou: după prima modificare, linkul de plată anterior nu mai funcționează.',
  loading: 'Se încarcă comanda…',
  steps: {
    products: 'Produse',
    delivery: 'Livrare',
    payment: 'Plată',
    hasErrors: 'are erori',
  },
  buttons: {
    next: 'Mai departe',
    save: 'Salvează',
    edit: 'Modifică',
    pay: 'Plătește {{amount}}',
    saveEdit: 'Salvează modificările',
  },
  summary: {
    products_one: '{{count}} produs în valoare de {{total}}',
    products_few: '{{count}} produse în valoare de {{total}}',
    products_other: '{{count}} de produse în valoare de {{total}}',
  },
  products: {
    orderName: 'Numele comenzii',
    lineLabel: 'Produsul {{n}}',
    delete: 'Șterge',
    link: 'Linkul produsului',
    name: 'Denumirea produsului (litere latine)',
    nameHint: 'Ca pe site-ul magazinului, fără chirilice',
    size: 'Mărime',
    color: 'Culoare',
    quantity: 'Cantitate',
    price: 'Preț pe unitate, $',
    comment: 'Comentariu pentru cumpărător',
    allowOverpricing: 'Cumpără chiar dacă prețul crește (până la +{{percent}}, cel mult {{max}})',
    allowLowerQuantity: 'Cumpără mai puține dacă nu sunt toate în stoc',
    add: 'Adaugă un produs',
    originalQuantity: 'Plătit: {{value}} buc.',
    originalPrice: 'Nu peste prețul plătit: {{value}}',
  },
  fees: {
    title: 'Costul comenzii',
    products_one: '{{count}} produs',
    products_few: '{{count}} produse',
    products_other: '{{count}} de produse',
    overQuantity_one: 'Taxă pentru {{count}} produs peste limită',
    overQuantity_few: 'Taxă pentru {{count}} produse peste limită',
    overQuantity_other: 'Taxă pentru {{count}} de produse peste limită',
    service: 'Comision de achiziție ({{percent}})',
    insurance: 'Asigurare',
    total: 'Total de plată',
    discount: 'Reducere la livrare',
    customs: 'Taxe vamale estimate',
    customsNote: 'Produsele depășesc limita scutită de taxe: taxa se plătește la primire.',
    tariff: 'Livrare internațională: de la {{price}} până la {{weight}}',
  },
  delivery: {
    recipient: 'Destinatar',
    recipientHint: 'Ca în pașaport, cu litere ucrainene',
    lastName: 'Nume',
    firstName: 'Prenume',
    middleName: 'Patronimic',
    phone: 'Telefonul destinatarului',
    address: 'Adresa de livrare',
    addNew: 'Adaugă o adresă nouă',
    lockerDisabled: 'Automatul de colete nu este disponibil: totalul depășește 10.000 UAH.',
  },
  payment: {
    taxAgreement: 'Sunt de acord să plătesc taxele vamale și TVA (≈ {{amount}}) la primire',
    terms:
      'Cumpărătorul achiziționează produsele în 72 de ore. Dacă achiziția eșuează, banii revin pe card în 14 zile.',
    error: 'Plata nu a putut fi începută. Încercați din nou.',
    why: {
      notSaved: 'Adăugați mai întâi linkul și numele produsului: comanda se salvează ca ciornă.',
      invalid: 'Corectați erorile din pasul „{{step}}”.',
      promoPending: 'Verificăm codul promoțional…',
    },
  },
  promo: {
    title: 'Cod promoțional',
    label: 'Aveți un cod promoțional?',
    apply: 'Aplică',
    applied: 'Codul {{code}} a fost aplicat',
    used: 'Ați folosit deja codul {{code}} într-o altă comandă: este valabil o singură dată',
    usedUp: 'Codul {{code}} s-a epuizat: a fost folosit de numărul maxim de ori',
    churn: 'Reducerea dvs. personală de {{amount}} este aplicată',
    remove: 'Elimină',
    invalid: 'Codul promoțional nu este valabil pentru această comandă',
  },
  modals: {
    ok: 'Am înțeles',
    firstProduct: {
      title: 'Toate produsele dintr-un singur magazin',
      text: 'O comandă poate conține produse dintr-un singur magazin. Pentru alt magazin, plasați o comandă separată.',
    },
    overFee: {
      title: 'Taxă pentru numărul de produse',
      text_one:
        'Comanda include {{count}} produs fără cost suplimentar. Fiecare produs în plus costă {{fee}}.',
      text_few:
        'Comanda include {{count}} produse fără cost suplimentar. Fiecare produs în plus costă {{fee}}.',
      text_other:
        'Comanda include {{count}} de produse fără cost suplimentar. Fiecare produs în plus costă {{fee}}.',
    },
    locker: {
      title: 'Automatul de colete nu este disponibil',
      text: 'Automatul de colete primește colete în aceste limite:',
      value: 'valoare declarată de până la {{max}}',
      size: 'dimensiuni de până la 40×60×30 cm',
      weight: 'greutate de până la 20 kg',
    },
    phone: {
      title: 'Confirmați numărul de telefon',
      text: 'Vă trimitem pe el starea comenzii, iar curierul sună înainte de livrare.',
      later: 'Mai târziu',
    },
  },
  sideNote: {
    title: 'Cum funcționează cumpărarea',
    buy: 'Adăugați linkuri către produse dintr-un singur magazin din SUA — le cumpărăm în 72 de ore.',
    overprice: 'Dacă prețul crește, plătim până la +{{percent}} (cel mult {{max}}) când permiteți.',
    refund: 'Dacă un produs nu poate fi cumpărat, banii revin pe card în 14 zile.',
    delivery: 'Produsele ajung la depozitul nostru din SUA și vă sunt trimise ca un colet obișnuit.',
  },
};
