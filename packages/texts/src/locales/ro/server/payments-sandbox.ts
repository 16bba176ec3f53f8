// The sandbox hosted payment page (features/payments, sandbox-page.ts). The e2e buy-out journey
// presses "Сплатити" / "Відхилити" under the heading "Тестова оплата": change the Ukrainian wording
// together with e2e/journeys/buyout.test.ts.
export default {
  title: 'Plată de test',
  note: 'Aceasta este o poartă de plată de test: nu se retrag bani. Alegeți rezultatul plății.',
  order: 'Comanda',
  amount: 'De plată',
  base: 'adică {{base}} la cursul BNU de {{rate}}',
  pay: 'Plătește',
  decline: 'Refuză',
  choice: 'Rezultatul plății',
  done: 'Această plată a fost deja procesată.',
  back: 'Înapoi la comandă',
};
