import type { Locale } from '@posylka/domain';

/** Every word of the sandbox Diia sharing page (sandbox-page.ts), per interface language. */
export type DiiaSandboxTexts = {
  title: string;
  note: string;
  /** Heading of the test document's fields. */
  card: string;
  name: string;
  number: string;
  share: string;
  shared: string;
};

// The e2e buy-out journey waits for "Дія (тестовий режим)" and presses "Поділитися": change the
// Ukrainian wording together with e2e/journeys/buyout.test.ts.
export const DIIA_SANDBOX_TEXTS = {
  uk: {
    title: 'Дія (тестовий режим)',
    note: 'Це тестова сторінка замість застосунку Дія: вона передає дані тестової ID-картки.',
    card: 'Тестова ID-картка',
    name: 'ПІБ',
    number: 'Номер документа',
    share: 'Поділитися',
    shared: 'Дані передано. Поверніться до форми документів.',
  },
  ru: {
    title: 'Дія (тестовый режим)',
    note: 'Это тестовая страница вместо приложения Дія: она передаёт данные тестовой ID-карты.',
    card: 'Тестовая ID-карта',
    name: 'ФИО',
    number: 'Номер документа',
    share: 'Поделиться',
    shared: 'Данные переданы. Вернитесь к форме документов.',
  },
  en: {
    title: 'Diia (test mode)',
    note: 'This test page stands in for the Diia app: it shares a test ID card.',
    card: 'Test ID card',
    name: 'Full name',
    number: 'Document number',
    share: 'Share',
    shared: 'The data has been shared. Go back to the documents form.',
  },
  ro: {
    title: 'Diia (mod de test)',
    note: 'Această pagină de test ține locul aplicației Diia: trimite datele unui card de identitate de test.',
    card: 'Card de identitate de test',
    name: 'Nume complet',
    number: 'Numărul documentului',
    share: 'Partajează',
    shared: 'Datele au fost trimise. Reveniți la formularul documentelor.',
  },
  eng: {
    title: 'Diia (test mode)',
    note: 'This test page stands in for the Diia app: it shares a test ID card.',
    card: 'Test ID card',
    name: 'Full name',
    number: 'Document number',
    share: 'Share',
    shared: 'The data has been shared. Go back to the documents form.',
  },
} as const satisfies Record<Locale, DiiaSandboxTexts>;
