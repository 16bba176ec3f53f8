import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { fromRepoRoot } from '../../../config/index.js';
import { hsCodes } from '../../schema/index.js';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { parseHsCsv } from './hs-csv.js';
import { importHsCodes } from './hs-import.js';
import { seedReference } from './index.js';
import { compactHsRows } from './seed-hs.js';

// The real HS 2022 file of the repository's reference data (see data/SOURCES.md).
const FILE = fromRepoRoot('data/hs_codes_harmonized_system.csv');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const total = async () => {
  const [row] = await t.db.select({ n: count() }).from(hsCodes);
  return row?.n ?? 0;
};

describe('HS importer on the real file', () => {
  it('loads 97 chapters, 1229 headings and 5613 subheadings, leaving out the TOTAL row', async () => {
    const rows = parseHsCsv(readFileSync(FILE, 'utf8'));
    expect(rows).toHaveLength(6939);
    // Rows of our compact seed that already read exactly like the official ones are not rewritten.
    const official = new Map(rows.map((row) => [row.code, row]));
    const identical = compactHsRows().filter((own) => {
      const row = official.get(own.code);
      return (
        row && row.description === own.description && row.parent === own.parent && row.section === own.section
      );
    }).length;
    const result = await importHsCodes(t.db, rows);
    expect(result).toEqual({ read: 6939, written: 6939 - identical });
    expect(await total()).toBe(6939);
    const byLevel = await t.db
      .select({ level: hsCodes.level, n: count() })
      .from(hsCodes)
      .groupBy(hsCodes.level)
      .orderBy(hsCodes.level);
    expect(byLevel).toEqual([
      { level: 2, n: 97 },
      { level: 4, n: 1229 },
      { level: 6, n: 5613 },
    ]);
  });

  it('links subheadings to headings: 851762 under 8517, chapter 85 without parent', async () => {
    const [sub] = await t.db.select().from(hsCodes).where(eq(hsCodes.code, '851762'));
    expect(sub).toMatchObject({ parent: '8517', level: 6, section: 'XVI' });
    const [chapter] = await t.db.select().from(hsCodes).where(eq(hsCodes.code, '85'));
    expect(chapter?.parent).toBeNull();
  });

  it('keeps our Ukrainian wording while taking the official English text', async () => {
    const [chapter] = await t.db.select().from(hsCodes).where(eq(hsCodes.code, '33'));
    expect(chapter?.description).toBe(
      'Essential oils and resinoids; perfumery, cosmetic or toilet preparations',
    );
    expect(chapter?.descriptionUk).toBe('Ефірні олії, парфумерія, косметичні й туалетні засоби');
  });

  it('is idempotent: importing again writes nothing, and a re-seed does not undo the import', async () => {
    const rows = parseHsCsv(readFileSync(FILE, 'utf8'));
    expect(await importHsCodes(t.db, rows, 500)).toEqual({ read: 6939, written: 0 });
    await seedReference(t.db);
    expect(await total()).toBe(6939);
    const [heading] = await t.db.select().from(hsCodes).where(eq(hsCodes.code, '3303'));
    expect(heading?.description).toBe('Perfumes and toilet waters');
  });
});
