export default {
  compare: {
    title: 'Cât economisești',
    subtitle: 'Prețul dintr-un magazin ucrainean față de cumpărarea din străinătate cu livrarea noastră',
    priceUkraine: 'În Ucraina',
    priceAbroad: 'Livrat de noi',
    saving: 'Economisești {{percent}}',
    cta: 'Începe cumpărăturile',
  },
  articles: {
    title: 'Articole utile',
    more: 'Citește',
  },
  shops: {
    title: 'Magazine populare',
  },
  notifications: {
    meta: {
      title: 'Noutăți și anunțuri — Posylka',
      description:
        'Noutățile serviciului Posylka: programul depozitelor, noi opțiuni de livrare, bonusuri și oferte.',
    },
    title: 'Noutăți și anunțuri',
    empty: 'Încă nu sunt noutăți.',
    error: 'Noutățile nu au putut fi încărcate. Încearcă să reîncarci pagina.',
    fallbackNotice: 'Noutățile sunt publicate în ucraineană, rusă și engleză, așa că le afișăm în engleză.',
  },
  promotions: {
    label: 'Ofertă',
  },
};
