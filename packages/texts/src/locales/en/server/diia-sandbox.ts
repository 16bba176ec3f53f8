// The sandbox Diia sharing page (features/diia, sandbox-page.ts). The e2e buy-out journey waits for
// "Дія (тестовий режим)" and presses "Поділитися": change the Ukrainian wording together with
// e2e/journeys/buyout.test.ts.
export default {
  title: 'Diia (test mode)',
  note: 'This test page stands in for the Diia app: it shares a test ID card.',
  card: 'Test ID card',
  name: 'Full name',
  number: 'Document number',
  share: 'Share',
  shared: 'The data has been shared. Go back to the documents form.',
};
