// The sandbox Diia sharing page (features/diia, sandbox-page.ts). The e2e buy-out journey waits for
// "Дія (тестовий режим)" and presses "Поділитися": change the Ukrainian wording together with
// e2e/journeys/buyout.test.ts.
export default {
  title: 'Дія (тестовий режим)',
  note: 'Це тестова сторінка замість застосунку Дія: вона передає дані тестової ID-картки.',
  /** Heading of the test document's fields. */
  card: 'Тестова ID-картка',
  name: 'ПІБ',
  number: 'Номер документа',
  share: 'Поділитися',
  shared: 'Дані передано. Поверніться до форми документів.',
};
