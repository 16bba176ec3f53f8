// The sandbox Diia sharing page (features/diia, sandbox-page.ts). The e2e buy-out journey waits for
// "Дія (тестовий режим)" and presses "Поділитися": change the Ukrainian wording together with
// e2e/journeys/buyout.test.ts.
export default {
  title: 'Diia (mod de test)',
  note: 'Această pagină de test ține locul aplicației Diia: trimite datele unui card de identitate de test.',
  card: 'Card de identitate de test',
  name: 'Nume complet',
  number: 'Numărul documentului',
  share: 'Partajează',
  shared: 'Datele au fost trimise. Reveniți la formularul documentelor.',
};
