// The sandbox Diia sharing page (features/diia, sandbox-page.ts). The e2e buy-out journey waits for
// "Дія (тестовий режим)" and presses "Поділитися": change the Ukrainian wording together with
// e2e/journeys/buyout.test.ts.
export default {
  title: 'Дія (тестовый режим)',
  note: 'Это тестовая страница вместо приложения Дія: она передаёт данные тестовой ID-карты.',
  card: 'Тестовая ID-карта',
  name: 'ФИО',
  number: 'Номер документа',
  share: 'Поделиться',
  shared: 'Данные переданы. Вернитесь к форме документов.',
};
