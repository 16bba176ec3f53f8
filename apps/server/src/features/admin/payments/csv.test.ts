import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.js';

describe('CSV (RFC 4180)', () => {
  it('quotes fields with commas, quotes, line breaks and edge spaces; doubles quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('Ціна, знижка')).toBe('"Ціна, знижка"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('121.00')).toBe('121.00');
    expect(csvField(3)).toBe('3');
  });

  it('guards free text a spreadsheet would run as a formula, not amounts', () => {
    expect(csvField('=HYPERLINK("x")', { text: true })).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+380671234567', { text: true })).toBe("'+380671234567");
    expect(csvField('@home', { text: true })).toBe("'@home");
    expect(csvField('-5', { text: true })).toBe("'-5");
    expect(csvField('-5')).toBe('-5');
  });

  it('writes a BOM, the header and CRLF-ended records', () => {
    const csv = toCsv(
      [
        { header: 'kind', value: (r: { kind: string; amount: string; note: string }) => r.kind },
        { header: 'amount', value: (r) => r.amount },
        { header: 'note', value: (r) => r.note, text: true },
      ],
      [
        { kind: 'payment', amount: '121.00', note: '' },
        { kind: 'refund', amount: '21.00', note: 'Ціна "впала", знижка' },
      ],
    );
    expect(csv).toBe(
      '\uFEFFkind,amount,note\r\npayment,121.00,\r\nrefund,21.00,"Ціна ""впала"", знижка"\r\n',
    );
    expect(toCsv([{ header: 'a', value: () => 'x' }], [])).toBe('\uFEFFa\r\n');
  });
});
