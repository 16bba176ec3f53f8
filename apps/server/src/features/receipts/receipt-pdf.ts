// Draws a receipt (pdfkit). pdfkit's built-in fonts are Latin-only, so the receipt embeds DejaVu Sans
// (npm dejavu-fonts-ttf: Cyrillic, Romanian letters, ₴, typographic quotes), subset to the glyphs used.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** Read once, on the first receipt. */
function receiptFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** A receipt with every word already in the customer's language. */
export type ReceiptView = {
  /** BCP 47 tag of the text (the PDF's /Lang). */
  lang: string;
  title: string;
  /** "Receipt No. 000123 · 22 November 2026, 11:00". */
  subtitle: string;
  rows: readonly { label: string; value: string }[];
  footer: string;
  /** Document properties: the title (with the order number), an ASCII subject (order and receipt numbers) and when the movement happened. */
  documentTitle: string;
  documentSubject: string;
  createdAt: Date;
};

const INK = '#1f2933';
const MUTED = '#616e7c';
const LINE = '#d9dee3';
const BRAND = '#0b5fff';

export function renderReceiptPdf(view: ReceiptView): Promise<Buffer> {
  const { regular, bold } = receiptFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: view.lang,
    displayTitle: true,
    info: {
      Title: view.documentTitle,
      Subject: view.documentSubject,
      Author: 'Posylka',
      Creator: 'Posylka',
      CreationDate: view.createdAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelWidth = 190;
  const valueX = left + labelWidth + 12;
  const valueWidth = width - labelWidth - 12;

  doc.font('bold').fontSize(22).fillColor(BRAND).text('Posylka', left, doc.y);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(16).fillColor(INK).text(view.title);
  doc.moveDown(0.2);
  doc.font('regular').fontSize(10).fillColor(MUTED).text(view.subtitle);
  doc.moveDown(1);

  for (const row of view.rows) {
    const top = doc.y;
    doc
      .moveTo(left, top)
      .lineTo(left + width, top)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    const y = top + 7;
    doc.font('regular').fontSize(10).fillColor(MUTED);
    const labelHeight = doc.heightOfString(row.label, { width: labelWidth });
    doc.text(row.label, left, y, { width: labelWidth });
    doc.font('regular').fontSize(11).fillColor(INK);
    const valueHeight = doc.heightOfString(row.value, { width: valueWidth });
    doc.text(row.value, valueX, y, { width: valueWidth });
    doc.y = y + Math.max(labelHeight, valueHeight) + 7;
  }
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.moveDown(1.5);
  doc.font('regular').fontSize(9).fillColor(MUTED).text(view.footer, left, doc.y, { width });
  doc.end();
  return done;
}
