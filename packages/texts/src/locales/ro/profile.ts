export default {
  meta: {
    title: 'Profilul meu | Posylka',
    description:
      'Numele pentru adresele depozitelor din străinătate și documente, telefonul, documentul vamal.',
  },
  title: 'Profilul meu',
  subtitle: 'Cod de client {{code}}',
  names: {
    title: 'Numele dumneavoastră',
    latin: 'Cu litere latine, pentru adresele depozitelor din străinătate',
    latinHint:
      'Ca în pașaportul pentru străinătate. Acesta este numele din adresa depozitului pe care o dați magazinului străin.',
    cyrillic: 'În ucraineană, pentru documente și achiziții',
    cyrillicHint:
      'Cu ele completăm destinatarul achiziției și datele pașaportului cât timp acestea sunt goale.',
    firstName: 'Prenumele cu litere latine',
    lastName: 'Numele de familie cu litere latine',
    firstNameCyr: 'Prenume',
    lastNameCyr: 'Nume de familie',
    middleNameCyr: 'Patronimic',
    label: 'În adresa depozitului: {{name}} {{code}}',
    labelFromEmail:
      'Până nu indicați un nume, adresa depozitului conține „{{name}}” din e-mailul dumneavoastră.',
    save: 'Salvați',
    saved: 'Profil salvat',
  },
  contacts: {
    title: 'Contacte',
    email: 'E-mail',
    emailVerified: 'Confirmat',
    emailUnverified: 'Neconfirmat încă: deschideți e-mailul cu linkul',
  },
  document: {
    title: 'Document vamal',
    types: { passport: 'Pașaport (carnet)', card: 'Carte de identitate' },
    updated: 'Actualizat la {{date}}',
    none: 'Nu aveți încă un document salvat. Când adăugați un pașaport la un colet sau la o achiziție, bifați „Păstrați documentul în cont” și va apărea aici.',
    error: 'Documentul nu a putut fi încărcat. Reîncărcați pagina puțin mai târziu.',
  },
  links: {
    title: 'Contul meu',
    orders: 'Comenzile mele',
    addresses: 'Adrese de livrare în Ucraina',
    myAddress: 'Adresele mele din străinătate',
    bonuses: 'Bonusuri',
    notifications: 'Noutăți și notificări',
  },
};
