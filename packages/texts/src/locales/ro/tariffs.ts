// The public tariffs page (issue 18 item 5): each warehouse's delivery price by weight, in the
// country's currency and in hryvnias at the NBU rate.
export default {
  meta: {
    title: 'Tarife de livrare a coletelor din străinătate | Posylka',
    description:
      'Cât costă livrarea unui colet în Ucraina din fiecare depozit al nostru din străinătate: prețul după greutate în moneda țării și în grivne la cursul BNU.',
  },
  page: {
    title: 'Tarife de livrare',
    lead: 'Prețul livrării din depozitul din străinătate în Ucraina depinde doar de greutatea coletului. Greutatea se rotunjește în sus la 0,5 kg.',
    calculatorsLabel: 'Calculatoare',
    toDelivery: 'Calculator de livrare',
    toCustoms: 'Calculator vamal',
    noCountries: 'Tarifele nu au putut fi încărcate. Reîncărcați pagina puțin mai târziu.',
  },
  countries: {
    label: 'Țări',
    count_one: '{{count}} țară',
    count_few: '{{count}} țări',
    count_other: '{{count}} de țări',
    from: 'de la {{price}}',
    warehouses_one: '{{count}} depozit',
    warehouses_few: '{{count}} depozite',
    warehouses_other: '{{count}} de depozite',
  },
  country: {
    unavailable: 'Livrarea din această țară este temporar indisponibilă.',
    rate: 'Prețurile în grivne, la cursul BNU din {{date}}: {{amount}} = {{uah}}.',
    warehouse: 'Depozit: {{place}}',
    weight: 'Greutate',
    price: 'Preț',
    priceUah: 'În grivne',
    bandsTitle: 'Cât costă fiecare 0,5 kg',
    bandFirst: 'până la {{to}}',
    band: '{{from}}–{{to}}',
    perHalfKg: '{{price}} pentru 0,5 kg',
    note: 'Greutatea finală o stabilește depozitul. Taxele vamale se plătesc doar dacă valoarea coletului depășește limita vamală.',
  },
};
