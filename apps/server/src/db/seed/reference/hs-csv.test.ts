import { describe, expect, it } from 'vitest';
import { parseCsv, parseHsCsv } from './hs-csv.js';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted commas, doubled quotes, CRLF and a byte-order mark', () => {
    const text = '\ufeffa,b\r\n"x, y","say ""hi"""\r\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
  });

  it('refuses a file that ends inside quotes', () => {
    expect(() => parseCsv('a,"b\n')).toThrow('quoted field');
  });
});

describe('parseHsCsv', () => {
  const header = 'section,hscode,description,parent,level\n';

  it('turns the TOTAL parent of chapters into null and drops the TOTAL pseudo-row', () => {
    const rows = parseHsCsv(
      `${header}I,01,Animals; live,TOTAL,2\nI,0101,"Horses, asses; live",01,4\nTOTAL,TOTAL,Total of all,TOTAL,5\n`,
    );
    expect(rows).toEqual([
      { code: '01', description: 'Animals; live', parent: null, level: 2, section: 'I' },
      { code: '0101', description: 'Horses, asses; live', parent: '01', level: 4, section: 'I' },
    ]);
  });

  it('names the line of a code that does not match its level', () => {
    expect(() => parseHsCsv(`${header}I,01,Animals,TOTAL,2\nI,010,Bad,01,4\n`)).toThrow('Line 3');
  });

  it('names the missing columns of a wrong file', () => {
    expect(() => parseHsCsv('code,name\n01,x\n')).toThrow('section, hscode, description, parent, level');
  });
});
