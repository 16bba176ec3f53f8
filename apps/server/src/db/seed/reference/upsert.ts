import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * ON CONFLICT ... DO UPDATE parts that make a seed upsert idempotent: every column except the key
 * takes the incoming (`excluded`) value, and the update only happens when some value differs, so a
 * second run rewrites no row at all (no new row versions, nothing for triggers or replication).
 */
export function upsertOnChange(
  table: PgTable,
  keyColumns: readonly string[],
): { set: Record<string, SQL>; setWhere: SQL } {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, column]) => !keyColumns.includes(column.name),
  );
  const set: Record<string, SQL> = {};
  for (const [property, column] of columns) set[property] = sql`excluded.${sql.identifier(column.name)}`;
  const current = sql.join(
    columns.map(([, column]) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const incoming = sql.join(
    columns.map(([, column]) => sql`excluded.${sql.identifier(column.name)}`),
    sql`, `,
  );
  // ROW(...) so that a single column still compares as a row.
  return { set, setWhere: sql`ROW(${current}) IS DISTINCT FROM ROW(${incoming})` };
}
