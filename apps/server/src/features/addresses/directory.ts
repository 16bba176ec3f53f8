import { eq } from 'drizzle-orm';
import { isWarehouseSelectable } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { npCities, npWarehouses } from '../../db/schema/index.js';

/** What the address book needs to know about a Nova Poshta city. */
export interface DirectoryCity {
  ref: string;
  /** "Львів, Львівська обл.": the name a saved address keeps and shows. */
  fullName: string;
}

/** What the address book needs to know about a department or locker. */
export interface DirectoryWarehouse {
  ref: string;
  cityRef: string;
  number: string;
  type: 'department' | 'box' | 'cargo';
  /** Nova Poshta's description, e.g. "Відділення №1: вул. Городоцька, 355". */
  description: string;
  /** Offered to customers now (working, not deny-to-select, not residents-only). */
  selectable: boolean;
}

/** The Nova Poshta directory as the address book sees it (the dictionary feature owns the data). */
export interface DirectoryLookup {
  city(db: Database, ref: string): Promise<DirectoryCity | undefined>;
  warehouse(db: Database, ref: string): Promise<DirectoryWarehouse | undefined>;
}

/** Reads the directory tables that the dictionary feature fills (np_cities, np_warehouses). */
export const npDirectory: DirectoryLookup = {
  async city(db, ref) {
    const [row] = await db.select().from(npCities).where(eq(npCities.ref, ref)).limit(1);
    if (!row) return undefined;
    const area = row.areaDescription ? `, ${row.areaDescription} обл.` : '';
    return { ref: row.ref, fullName: `${row.description}${area}` };
  },
  async warehouse(db, ref) {
    const [row] = await db.select().from(npWarehouses).where(eq(npWarehouses.ref, ref)).limit(1);
    if (!row) return undefined;
    return {
      ref: row.ref,
      cityRef: row.cityRef,
      number: row.number,
      type: row.type,
      description: row.description,
      selectable: isWarehouseSelectable(row),
    };
  },
};
