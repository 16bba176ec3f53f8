// Drizzle turns each result row (an array of column values) into the selection's object shape with
// mapResultRow, which works out every column's decoder and path again for every row of every request
// (drizzle-orm 0.45: `is()` checks per column, path iterators, a reduce): ~7% of a list request's
// Node CPU in the bench profile (bench/RESULTS.md). The list statement is prepared once, so its
// mapping can be planned once too: compileRowMapping does the same steps, with the per-column
// decisions taken when the statement is prepared. The result is the same object Drizzle builds
// (row-mapping.test.ts compares the two).
import { Column, SQL, Subquery, getTableName, is } from 'drizzle-orm';

/** What Drizzle keeps on a prepared select (node-postgres and PGlite alike); not in its types. */
type PreparedInternals = {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

type Decoder = { mapFromDriverValue(value: unknown): unknown };

type PlannedColumn = {
  /** The objects above the value (nested selections), then the value's own key. */
  parents: string[];
  key: string;
  decoder: Decoder;
  /** For a table column one level down (a joined table's object): its object and table names. */
  nullable: { object: string; table: string } | null;
};

/** An SQL chunk's decoder (`sql<T>` or `.mapWith()`): internal in Drizzle's types. */
const decoderOfSql = (chunk: SQL) => (chunk as unknown as { decoder: Decoder }).decoder;

/** The decoder Drizzle's mapResultRow picks for a selected field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: SQL }).sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

type Row = Record<string, unknown>;

/**
 * mapResultRow's steps for a fixed list of fields: values decoded into their nested objects, and a
 * left-joined table's object set to null when its first column is null (unless another table's
 * column shares the object), exactly as Drizzle decides it.
 */
export function compileRowMapping(
  fields: { path: string[]; field: unknown }[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => Row[] {
  const columns: PlannedColumn[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    nullable:
      joinsNotNullableMap && is(field, Column) && path.length === 2
        ? { object: path[0]!, table: getTableName(field.table) }
        : null,
  }));
  const mapRow = (row: unknown[]): Row => {
    const result: Row = {};
    const nullifyMap: Record<string, string | false> = {};
    let nullifyAny = false;
    for (let index = 0; index < columns.length; index++) {
      const column = columns[index]!;
      let node = result;
      for (const parent of column.parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Row;
      }
      const raw = row[index];
      const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      node[column.key] = value;
      const nullable = column.nullable;
      if (nullable) {
        nullifyAny = true;
        if (!(nullable.object in nullifyMap)) {
          nullifyMap[nullable.object] = value === null ? nullable.table : false;
        } else if (
          typeof nullifyMap[nullable.object] === 'string' &&
          nullifyMap[nullable.object] !== nullable.table
        ) {
          nullifyMap[nullable.object] = false;
        }
      }
    }
    if (nullifyAny) {
      for (const object in nullifyMap) {
        const table = nullifyMap[object];
        if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
      }
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/**
 * Gives a prepared Drizzle select the compiled mapping of its rows (same objects, built faster).
 * A statement without the fields Drizzle keeps (another driver, a future version) is left as it is.
 */
export function withCompiledRowMapping<T extends object>(statement: T): T {
  const internals = statement as PreparedInternals;
  if (Array.isArray(internals.fields) && internals.customResultMapper === undefined) {
    internals.customResultMapper = compileRowMapping(internals.fields, internals.joinsNotNullableMap);
  }
  return statement;
}
