export default {
  notFound: {
    metaTitle: 'Pagina nu a fost găsită | Posylka',
    title: 'Pagina nu a fost găsită',
    text: 'Poate că linkul este învechit sau adresa conține o greșeală.',
    home: 'La pagina principală',
  },
  unexpected: {
    title: 'Ceva nu a mers bine',
    text: 'Încercați să reîncărcați pagina. Dacă eroarea persistă, scrieți-ne.',
  },
};
