// The receipt's PDF carries its own font: Ukrainian, Russian and Romanian letters, the hryvnia sign and
// typographic quotes come back out of the file as written (test/pdf-text.ts reads them back).
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { renderReceiptPdf } from './receipt-pdf.js';

describe('renderReceiptPdf', () => {
  it('embeds a font with every letter the five languages need', async () => {
    const rows = [
      { label: 'Ґанок', value: 'Їжак, єнот, «лапки» — 1 234,50 ₴' },
      { label: 'Съешь', value: 'ещё этих мягких булок: ЁЪЭ' },
      { label: 'Română', value: 'ăâîșț ĂÂÎȘȚ „ghilimele” offline-buffer' },
    ];
    const pdf = await renderReceiptPdf({
      lang: 'uk-UA',
      title: 'Квитанція про оплату',
      subtitle: 'Квитанція № 00000042',
      rows,
      footer: 'Posylka',
      documentTitle: 'Квитанція BO-000042',
      documentSubject: 'BO-000042 payment 00000042',
      createdAt: new Date('2026-11-22T09:00:00Z'),
    });
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.3');
    // Only the glyphs used are embedded: the file stays small.
    expect(pdf.length).toBeLessThan(60_000);
    const text = pdfText(pdf);
    for (const row of rows) {
      expect(text).toContain(row.label);
      expect(text).toContain(row.value);
    }
    expect(pdf.toString('latin1')).toContain('(BO-000042 payment 00000042)');
  });
});
