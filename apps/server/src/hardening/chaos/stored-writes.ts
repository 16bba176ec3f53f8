// Where the chaos scenarios look for the acknowledged writes afterwards: in the database itself (not
// only through the API, which could hide a lost row behind a cache or a replica one day), and in what
// the restarted server answers the customer.
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../db/database.js';
import { userAddresses } from '../../db/schema/index.js';
import type { Customer } from './write-load.js';

/**
 * Ids of the address rows with these ids found in the database. PGlite: the server must be stopped
 * first (one process per folder).
 */
export async function storedAddressIds(
  where: { databaseUrl: string } | { pgliteDir: string },
  ids: readonly string[],
): Promise<Set<string>> {
  const handle = await openDatabase(
    'databaseUrl' in where ? { url: where.databaseUrl, poolSize: 1 } : { pgliteDir: where.pgliteDir },
  );
  try {
    const found = new Set<string>();
    // In chunks: a few thousand ids per run with CHAOS_SECONDS raised.
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await handle.db
        .select({ id: userAddresses.id })
        .from(userAddresses)
        .where(inArray(userAddresses.id, ids.slice(i, i + 500)));
      for (const row of rows) found.add(row.id);
    }
    return found;
  } finally {
    await handle.close();
  }
}

/** The ids of the customer's address book as the running server lists them. */
export async function listedAddressIds(baseUrl: string, customer: Customer): Promise<Set<string>> {
  const res = await fetch(`${baseUrl}/api/personal/addresses`, {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  if (res.status !== 200) throw new Error(`list ${customer.email}: ${res.status} ${await res.text()}`);
  const { items } = (await res.json()) as { items: { id: string }[] };
  return new Set(items.map((item) => item.id));
}
