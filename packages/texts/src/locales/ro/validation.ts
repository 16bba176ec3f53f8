// The validation messages (SPEC §8: a field's error in the user's language), one per code the domain's
// schemas put on their issues; the server's 422 violations and the web forms read them alike.
export default {
  required: 'Câmp obligatoriu',
  invalid: 'Valoare incorectă',
  string: {
    tooShort_one: 'Minimum {{min}} caracter',
    tooShort_few: 'Minimum {{min}} caractere',
    tooShort_other: 'Minimum {{min}} de caractere',
    tooLong_one: 'Maximum {{max}} caracter',
    tooLong_few: 'Maximum {{max}} caractere',
    tooLong_other: 'Maximum {{max}} de caractere',
    exactLength_one: 'Exact {{length}} caracter',
    exactLength_few: 'Exact {{length}} caractere',
    exactLength_other: 'Exact {{length}} de caractere',
  },
  text: {
    forbiddenCharacters: 'Textul conține caractere nepermise',
  },
  number: {
    invalid: 'Introduceți un număr',
    integer: 'Introduceți un număr întreg',
    tooSmall: 'Valoarea trebuie să fie cel puțin {{min}}',
    tooBig: 'Valoarea trebuie să fie cel mult {{max}}',
    decimal: 'Introduceți un număr cu punct sau virgulă și cel mult două zecimale',
  },
  email: {
    invalid: 'Introduceți o adresă de e-mail validă',
    sameAsCurrent: 'Aceasta este deja adresa contului dvs.',
  },
  choice: {
    invalid: 'Alegeți o valoare din listă',
  },
  date: {
    invalid: 'Introduceți data în formatul ZZ.LL.AAAA',
    future: 'Data nu poate fi în viitor',
  },
  url: {
    invalid:
      'Introduceți o adresă de site care începe cu http:// sau https://, de ex. https://www.amazon.com',
  },
  trackNumber: {
    startsWithOrder:
      'Numărul de urmărire nu poate începe cu „order” sau „ord”: acesta este numărul comenzii din magazin, nu al coletului',
    symbols:
      'Numărul de urmărire poate conține doar litere latine, cifre, „_” și „-”, fără „__” sau „--” dublate',
    invalid: 'Număr de urmărire incorect. Verificați numărul expedierii la magazin',
    usLength: 'Un număr de urmărire care începe cu 1Z trebuie să aibă exact {{length}} de caractere',
    duplicate: 'Acest număr de urmărire există deja',
    neededToComplete: 'Coletul poate fi finalizat doar după ce primiți și introduceți numărul de urmărire',
    locked: 'Numărul de urmărire al acestui colet nu poate fi schimbat',
  },
  items: {
    required: 'Adăugați cel puțin un produs',
  },
  product: {
    nameSymbols:
      'Denumirea conține caractere nepermise: {{chars}}. Folosiți litere latine, cifre, spațiu și - [ ] " \' : . , % ( ) $ ! ? + |',
    category: 'Alegeți o categorie sau bifați „Fără categorie”',
  },
  price: {
    format: 'Introduceți prețul în cifre; zecimalele (1–2 cifre) după punct sau virgulă, de ex. 12,99',
  },
  taxAgreement: {
    required: 'Confirmați că sunteți de acord să plătiți taxele vamale',
  },
  documents: {
    passport: 'Completați datele valabile ale pașaportului pentru vămuire',
    agreement: 'Confirmați că documentele sunt autentice și acceptați condițiile de vămuire',
  },
  country: {
    unavailable: 'Livrarea din această țară este temporar indisponibilă',
    locked: 'Țara unui colet înregistrat nu poate fi schimbată',
  },
  discount: {
    noBalance: 'Nu aveți bonusuri de folosit',
  },
  phone: {
    invalid: 'Introduceți numărul complet de telefon în formatul +38 (0XX) XXX XX XX',
    operator: 'Codul de operator {{code}} nu este acceptat. Introduceți un număr de mobil din Ucraina',
    notVerified: 'Vă rugăm să confirmați numărul de telefon',
    code: 'Introduceți codul din {{length}} cifre',
  },
  address: {
    required: 'Alegeți adresa de livrare',
    city: 'Alegeți orașul',
    warehouse: 'Alegeți filiala sau automatul de colete',
    cityFromList: 'Alegeți orașul din lista Nova Poshta: începeți să tastați numele și alegeți o sugestie',
    cityUnknown: 'Acest oraș nu se află în nomenclatorul Nova Poshta. Alegeți orașul din listă',
    warehouseMismatch: 'Alegeți o filială sau un automat de colete din lista acestui oraș',
    zip: 'Codul poștal trebuie să aibă 5 cifre',
    lockerLimit:
      'Livrarea la automatul de colete nu este disponibilă: totalul comenzii depășește {{max}} UAH',
  },
  identity: {
    serialNumberPassport: 'Seria și numărul pașaportului: două litere și șase cifre, de ex. AA123456',
    serialNumberCard: 'Numărul cărții de identitate are 9 cifre',
    name: 'Introduceți ca în document: litere ucrainene, apostrof, cratimă sau spațiu',
    age_one: 'Trebuie să aveți cel puțin {{min}} an',
    age_few: 'Trebuie să aveți cel puțin {{min}} ani',
    age_other: 'Trebuie să aveți cel puțin {{min}} de ani',
    taxNumber: 'Codul fiscal ucrainean are 10 cifre',
    consent: 'Vă rugăm să vă dați acordul pentru prelucrarea datelor personale',
  },
  buyout: {
    link: 'Inserați un link către produs care începe cu http:// sau https://',
    linkOneShop: 'Toate produsele din comandă trebuie să fie din același magazin ({{host}})',
    linkTheSame: 'Acest link există deja în comandă. Modificați cantitatea pe rândul existent',
    linkBlocked: 'Ne pare rău, nu cumpărăm produse din acest magazin',
    name: 'Introduceți denumirea produsului cu litere latine, ca în magazin',
    nameSymbols: 'Denumirea conține caractere nepermise: {{chars}}',
    quantity: 'Cantitatea nu poate fi modificată la editare: {{original}}',
    price: 'La editare, prețul nu poate depăși {{max}}',
    noPricedProduct: 'Adăugați cel puțin un produs cu prețul mai mare decât zero',
  },
  recipient: {
    name: 'Introduceți în chirilică ucraineană, cu majusculă, de ex. Олена sau Анна-Марія',
  },
  files: {
    to_large: 'Fișierul „{{name}}” este prea mare: maximum {{maxMb}} MB',
    unexpected_type: 'Fișierul „{{name}}” are un format neacceptat. Permise: {{types}}',
    too_many_one: 'Puteți adăuga cel mult {{max}} fișier',
    too_many_few: 'Puteți adăuga cel mult {{max}} fișiere',
    too_many_other: 'Puteți adăuga cel mult {{max}} de fișiere',
    required: 'Vă rugăm să încărcați un fișier',
    quota_exceeded:
      'Nu există suficient spațiu pentru „{{name}}”: toate fișierele dumneavoastră împreună pot ocupa cel mult {{quotaMb}} MB. Ștergeți fișierele de care nu mai aveți nevoie pentru a elibera spațiu',
  },
  password: {
    letterAndDigit: 'Parola trebuie să conțină cel puțin o literă și o cifră',
    containsEmail: 'Parola nu trebuie să conțină adresa dumneavoastră de e-mail',
    common: 'Această parolă este prea răspândită și apare în listele de parole compromise. Alegeți alta',
    sameAsCurrent: 'Parola nouă trebuie să fie diferită de cea actuală',
    currentWrong: 'Parola actuală este greșită',
  },
  profile: {
    latinName:
      "Cu litere latine, ca în pașaportul pentru străinătate: litere, spațiu, cratimă sau apostrof, de ex. Olena sau O'Brien",
  },
  consolidation: {
    tooFew: 'Alegeți cel puțin două colete pentru consolidare',
    mixedCountries: 'Pot fi consolidate doar coletele din aceeași țară',
    notAtWarehouse:
      'Acest colet nu este în depozit sau este deja pregătit pentru expediere, deci nu poate fi consolidat',
    agreement: 'Confirmați că sunteți de acord cu condițiile consolidării alegând „Da”',
  },
  parcel: {
    notRegistered: 'Finalizați declarația coletului: fără ea nu poate fi expediat',
    maxValue: 'Un colet din această țară poate valora cel mult {{max}} {{currency}}',
    valueTooLarge: 'Totalul comenzii este prea mare: cel mult {{max}} UAH',
    exportDocuments:
      'Un colet de peste 1000 EUR are nevoie de documentele de export (declarație, împuterniciri, scrisoare de procură): lipsesc {{count}} din 3',
    lockerWeight: 'Un colet de peste {{max}} kg nu încape într-un automat de colete: alegeți o filială',
    lockerSize: 'Un colet mai mare de {{size}} cm nu încape într-un automat de colete: alegeți o filială',
    trackNumberFixed: 'Numărul de urmărire nu mai poate fi schimbat: depozitul a primit deja coletul',
  },
  promoCode: {
    invalid: 'Codul promoțional este invalid sau a expirat',
    categoryRestricted: 'Codul promoțional nu se aplică categoriilor de produse din această comandă',
    used: 'Ați folosit deja acest cod promoțional într-o altă comandă',
    usedUp: 'Acest cod promoțional a fost folosit de numărul maxim de ori',
  },
  notifications: {
    locked: 'E-mailurile despre cont și bani nu pot fi dezactivate: vin mereu prin e-mail',
    channelNotOffered: 'Aceste mesaje nu sunt trimise pe acest canal',
  },
  accountToken: {
    invalid: 'Linkul nu este valid. Solicitați un e-mail nou',
    expired: 'Linkul a expirat. Solicitați un e-mail nou',
    used: 'Acest link a fost deja folosit. Solicitați un e-mail nou dacă este nevoie',
  },
};
