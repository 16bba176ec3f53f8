import { sql } from 'drizzle-orm';
import type { Database } from '../../database.js';
import { hsCodes } from '../../schema/reference.js';
import { HS_CHAPTERS } from './hs-chapters.js';
import { HS_HEADINGS } from './hs-headings.js';

/** Our compact HS list: every chapter and the headings the goods categories point to. */
export function compactHsRows() {
  const sectionOf = new Map(HS_CHAPTERS.map(([code, section]) => [code, section]));
  const chapters = HS_CHAPTERS.map(([code, section, en, uk]) => ({
    code,
    section,
    description: en,
    descriptionUk: uk,
    parent: null,
    level: 2,
  }));
  const headings = HS_HEADINGS.map(([code, en, uk]) => {
    const chapter = code.slice(0, 2);
    const section = sectionOf.get(chapter);
    if (!section) throw new Error(`HS heading ${code} has no chapter in hs-chapters.ts`);
    return { code, section, description: en, descriptionUk: uk, parent: chapter, level: 4 };
  });
  return [...chapters, ...headings];
}

/**
 * Inserts the compact list. When the official list was imported (import-hs.ts), its English
 * descriptions stay and only our Ukrainian wording is added, so a re-seed never undoes an import.
 */
export async function seedHsCodes(db: Database): Promise<void> {
  await db
    .insert(hsCodes)
    .values(compactHsRows())
    .onConflictDoUpdate({
      target: hsCodes.code,
      set: { descriptionUk: sql`excluded.description_uk` },
      setWhere: sql`${sql.identifier('hs_codes')}.description_uk IS DISTINCT FROM excluded.description_uk`,
    });
}
