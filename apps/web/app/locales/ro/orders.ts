export default {
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
