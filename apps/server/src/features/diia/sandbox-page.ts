// The sandbox Diia page: plain HTML in the request's language showing the test ID card and a Share
// button (a form post, no scripts), standing in for the Diia app the deep link would open.
import type { DigitalIdData } from '@posylka/contract';
import { localizedText as t, type Locale } from '@posylka/domain';

const TEXT = {
  title: t('Дія (тестовий режим)', 'Дія (тестовый режим)', 'Diia (test mode)', 'Diia (mod de test)'),
  note: t(
    'Це тестова сторінка замість застосунку Дія: вона передає дані тестової ID-картки.',
    'Это тестовая страница вместо приложения Дія: она передаёт данные тестовой ID-карты.',
    'This test page stands in for the Diia app: it shares a test ID card.',
    'Această pagină de test ține locul aplicației Diia: trimite datele unui card de identitate de test.',
  ),
  share: t('Поділитися', 'Поделиться', 'Share', 'Partajează'),
  shared: t(
    'Дані передано. Поверніться до форми документів.',
    'Данные переданы. Вернитесь к форме документов.',
    'The data has been shared. Go back to the documents form.',
    'Datele au fost trimise. Reveniți la formularul documentelor.',
  ),
  name: t('ПІБ', 'ФИО', 'Full name', 'Nume complet'),
  number: t('Номер документа', 'Номер документа', 'Document number', 'Numărul documentului'),
};

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function diiaSandboxPage(input: {
  locale: Locale;
  action: string;
  card: DigitalIdData;
  shared: boolean;
}): string {
  const l = input.locale;
  const { card } = input;
  const body = input.shared
    ? `<p>${TEXT.shared[l]}</p>`
    : `<form method="post" action="${escape(input.action)}"><button type="submit" style="padding:.6em 1.4em">${TEXT.share[l]}</button></form>`;
  return `<!doctype html>
<html lang="${l === 'eng' ? 'en' : l}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEXT.title[l]}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>${TEXT.title[l]}</h1>
<p>${TEXT.note[l]}</p>
<dl><dt>${TEXT.name[l]}</dt><dd>${escape(`${card.lastNameUA} ${card.firstNameUA} ${card.middleNameUA}`)}</dd>
<dt>${TEXT.number[l]}</dt><dd>${escape(card.docNumber)}</dd></dl>
${body}
</body>
</html>`;
}
