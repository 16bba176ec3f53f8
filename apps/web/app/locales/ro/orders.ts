export default {
  onboarding: {
    title: 'Cum începeți',
    close: 'Ascundeți sfaturile',
    address: {
      title: 'Adresa dvs. din străinătate',
      text: 'Adresele depozitelor noastre cu codul dvs. de client: folosiți-le în magazine.',
      cta: 'Vedeți adresa',
    },
    shop: {
      title: 'Cumpărați din magazin',
      text: 'Alegeți un magazin din catalog și comandați la adresa depozitului.',
      cta: 'Deschideți catalogul',
    },
    declare: {
      title: 'Declarați coletul',
      text: 'Adăugați numărul de urmărire și conținutul, ca să primim coletul la depozit.',
      cta: 'Declarați coletul',
    },
    receive: {
      title: 'Primiți în Ucraina',
      text: 'Alegeți unde livrăm: la oficiu, la automat de colete sau acasă.',
      cta: 'Adresele mele de livrare',
    },
  },
  meta: {
    title: 'Comenzile mele | Posylka',
    description: 'Coletele și comenzile de cumpărare asistată la Posylka.',
  },
  title: 'Comenzile mele',
  greeting: 'Sunteți autentificat ca {{email}}',
  customerCode: 'Codul dumneavoastră de client: {{code}}',
  emailNotVerified: 'Confirmați adresa de e-mail: am trimis un mesaj la {{email}}.',
  resend: 'Retrimiteți e-mailul',
  resent: 'E-mailul a fost retrimis.',
  empty: {
    title: 'Deocamdată nu este nimic aici',
    text: 'Declarați un colet cumpărat din străinătate sau lăsați cumpărătorul nostru să facă achiziția.',
  },
  declareParcel: 'Declarați un colet',
  orderBuyout: 'Comandați o cumpărare',
};
