import { describe, expect, it } from 'vitest';
import { translateMessage } from '../validation/index.js';
import { checkDroppedFiles, MAX_FILE_BYTES } from './drop-zone.js';
import { isCustomsInvoice, isTempFileId } from './kinds.js';
import { declaredFileType, sniffFileType } from './sniff.js';

const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);
const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const PDF = ascii('%PDF-1.7\n%\xe2\xe3\xcf\xd3');
const GIF = ascii('GIF89a....');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00]);

describe('sniffFileType: "only images or pdf (alert lists jpg, png, pdf)" by content', () => {
  it('recognises jpg, png and pdf by their magic bytes', () => {
    expect(sniffFileType(JPG)).toBe('jpg');
    expect(sniffFileType(PNG)).toBe('png');
    expect(sniffFileType(PDF)).toBe('pdf');
    expect(sniffFileType(ascii('\r\n%PDF-1.4'))).toBe('pdf');
  });

  it('rejects other content, truncated headers and empty input', () => {
    expect(sniffFileType(GIF)).toBeNull();
    expect(sniffFileType(EXE)).toBeNull();
    expect(sniffFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(PNG.slice(0, 7))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });

  it('reads the declared type from MIME type or extension', () => {
    expect(declaredFileType({ name: 'invoice.JPEG' })).toBe('jpg');
    expect(declaredFileType({ name: 'x', type: 'application/pdf' })).toBe('pdf');
    expect(declaredFileType({ name: 'scan.heic', type: 'image/heic' })).toBeNull();
  });
});

describe('drop zone: "Max 5 MB each", "default max 10 files", codes to_large and unexpected_type', () => {
  it('accepts a 5 MB file and refuses 5 MB + 1 byte with to_large', () => {
    const { accepted, errors } = checkDroppedFiles([
      { name: 'a.jpg', size: MAX_FILE_BYTES, firstBytes: JPG },
      { name: 'b.pdf', size: MAX_FILE_BYTES + 1, firstBytes: PDF },
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(errors).toEqual([
      { file: 'b.pdf', code: 'to_large', message: 'files.to_large', params: { name: 'b.pdf', maxMb: 5 } },
    ]);
    expect(translateMessage(errors[0]!.message, errors[0]!.params, 'uk')).toBe(
      'Файл «b.pdf» завеликий: максимум 5 МБ',
    );
  });

  it('judges by content when bytes are given: a renamed .exe is an unexpected type', () => {
    const { errors } = checkDroppedFiles([
      { name: 'invoice.pdf', size: 100, type: 'application/pdf', firstBytes: EXE },
    ]);
    expect(errors.map((e) => e.code)).toEqual(['unexpected_type']);
    expect(translateMessage(errors[0]!.message, errors[0]!.params, 'en')).toBe(
      'File “invoice.pdf” has an unsupported format. Allowed: jpg, png, pdf',
    );
  });

  it('honours an optional type list and counts files already in the zone', () => {
    const files = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, size: 10, firstBytes: PNG }));
    const result = checkDroppedFiles(files, { existing: 8 });
    expect(result.accepted).toHaveLength(2);
    expect(result.errors.map((e) => e.code)).toEqual(['too_many', 'too_many']);
    expect(translateMessage('files.too_many', { max: 10 }, 'uk')).toBe('Можна додати не більше 10 файлів');
    expect(
      checkDroppedFiles([{ name: 'p.png', size: 10, firstBytes: PNG }], { types: ['pdf'] }).errors[0]?.code,
    ).toBe('unexpected_type');
  });

  it('"temporary ones prefixed temp-"', () => {
    expect(isTempFileId('temp-3f2a')).toBe(true);
    expect(isTempFileId(42)).toBe(false);
  });
});

describe('customs invoices (SPEC §3 invoice file types)', () => {
  it('the shop invoice and the one the customer adds count; bank orders and others do not', () => {
    expect(isCustomsInvoice({ type: 'default' })).toBe(true);
    expect(isCustomsInvoice({ type: 'default_by_user' })).toBe(true);
    expect(isCustomsInvoice({ type: 'bank_statement' })).toBe(false);
    expect(isCustomsInvoice({ type: 'other' })).toBe(false);
  });
});
