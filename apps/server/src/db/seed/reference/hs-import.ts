import { sql } from 'drizzle-orm';
import type { Database } from '../../database.js';
import { hsCodes } from '../../schema/reference.js';
import type { HsCsvRow } from './hs-csv.js';

export interface HsImportResult {
  /** Rows in the file. */
  read: number;
  /** Rows inserted or changed; 0 when the same file is imported again. */
  written: number;
}

/**
 * Upserts the official HS list in batches (one statement per batch keeps the parameter count far
 * below PostgreSQL's 65,535). Our Ukrainian wording (description_uk) is kept; every other column takes
 * the file's value, and rows that already match are not touched, so a re-import writes nothing.
 */
export async function importHsCodes(
  db: Database,
  rows: readonly HsCsvRow[],
  batchSize = 1000,
): Promise<HsImportResult> {
  let written = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      const changed = await tx
        .insert(hsCodes)
        .values(batch.map((row) => ({ ...row })))
        .onConflictDoUpdate({
          target: hsCodes.code,
          set: {
            description: sql`excluded.description`,
            parent: sql`excluded.parent`,
            level: sql`excluded.level`,
            section: sql`excluded.section`,
          },
          setWhere: sql`ROW(hs_codes.description, hs_codes.parent, hs_codes.level, hs_codes.section)
            IS DISTINCT FROM ROW(excluded.description, excluded.parent, excluded.level, excluded.section)`,
        })
        .returning({ code: hsCodes.code });
      written += changed.length;
    }
  });
  return { read: rows.length, written };
}
