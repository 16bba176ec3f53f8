// The SQL a route really runs, and its plans: while one request is in flight, the pool's queries
// are recorded (text and parameters, exactly as Drizzle sends them), then each one touching the
// listed tables is run again under EXPLAIN (ANALYZE, BUFFERS) with the same parameters. Reading the
// statements off the pool, instead of copying them here, keeps the plans true to the tree as it is.
import type pg from 'pg';

export type CapturedQuery = { text: string; values: unknown[] };

/** Records every query sent through `pool` while `during` runs. */
export async function captureQueries(
  pool: pg.Pool,
  during: () => Promise<unknown>,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const original = pool.query;
  const recorder = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args;
    // pg takes (text, values), (config) or, as Drizzle calls it, (config without values, values).
    const values = Array.isArray(second) ? (second as unknown[]) : undefined;
    if (typeof first === 'string') captured.push({ text: first, values: values ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      captured.push({ text: config.text, values: values ?? config.values ?? [] });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  pool.query = recorder as typeof pool.query;
  try {
    await during();
  } finally {
    pool.query = original;
  }
  return captured;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
};

export type TableScan = { table: string; node: string; index: string | null };

export type QueryPlan = {
  /** The statement as sent, with $n placeholders. */
  sql: string;
  values: unknown[];
  executionMs: number;
  planningMs: number;
  /** Shared buffers hit and read by the whole statement. */
  sharedHit: number;
  sharedRead: number;
  scans: TableScan[];
  /** A sequential scan of one of the watched tables. */
  seqScanOn: string[];
  text: string;
};

/** Bitmap index scans below a bitmap heap scan (through BitmapAnd/BitmapOr). */
function bitmapIndexes(node: PlanNode): string[] {
  if (node['Node Type'] === 'Bitmap Index Scan') return [node['Index Name'] ?? '?'];
  return (node.Plans ?? []).flatMap(bitmapIndexes);
}

/** Every table read in the plan, by which node and through which index (a bitmap scan names all). */
function scansOf(node: PlanNode, out: TableScan[] = []): TableScan[] {
  if (node['Node Type'] === 'Bitmap Heap Scan') {
    const indexes = (node.Plans ?? []).flatMap(bitmapIndexes);
    out.push({ table: node['Relation Name']!, node: node['Node Type'], index: indexes.join(' + ') });
    return out;
  }
  if (node['Relation Name']) {
    out.push({ table: node['Relation Name'], node: node['Node Type'], index: node['Index Name'] ?? null });
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

const watched = (text: string, tables: readonly string[]) =>
  tables.filter((table) => new RegExp(`"${table}"`).test(text));

/** The captured statements that read one of `tables` (the route's own SQL, not the session lookup). */
export function statementsOn(queries: CapturedQuery[], tables: readonly string[]): CapturedQuery[] {
  return queries.filter(
    (query) => watched(query.text, tables).length > 0 && /^\s*(select|with|\()/i.test(query.text),
  );
}

/**
 * The statements replayed one after another, `runs` times (after a warm-up): p50 and p99 of their
 * summed time. What the database and driver cost per request, without HTTP, hooks or serialisation.
 */
export async function replayLatency(pool: pg.Pool, queries: CapturedQuery[], runs = 200) {
  const once = async () => {
    for (const query of queries) await pool.query({ text: query.text, values: query.values });
  };
  for (let i = 0; i < 10; i += 1) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(2));
  return { statements: queries.length, p50Ms: at(0.5), p99Ms: at(0.99) };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured statement that reads one of `tables`. */
export async function explainQueries(
  pool: pg.Pool,
  queries: CapturedQuery[],
  tables: readonly string[],
): Promise<QueryPlan[]> {
  const plans: QueryPlan[] = [];
  for (const query of statementsOn(queries, tables)) {
    // The text plan first: it also warms the cache for the JSON run the summary is read from.
    const text = await pool.query({ text: `explain (analyze, buffers) ${query.text}`, values: query.values });
    type Explained = { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number };
    // The fastest of three runs: on a shared machine one run may include being descheduled.
    let root: Explained | undefined;
    for (let run = 0; run < 3; run += 1) {
      const json = await pool.query({
        text: `explain (analyze, buffers, format json) ${query.text}`,
        values: query.values,
      });
      const [candidate] = (json.rows[0] as { 'QUERY PLAN': Explained[] })['QUERY PLAN'];
      if (!root || candidate!['Execution Time'] < root['Execution Time']) root = candidate;
    }
    const scans = scansOf(root!.Plan);
    plans.push({
      sql: query.text,
      values: query.values,
      executionMs: root!['Execution Time'],
      planningMs: root!['Planning Time'],
      sharedHit: root!.Plan['Shared Hit Blocks'] ?? 0,
      sharedRead: root!.Plan['Shared Read Blocks'] ?? 0,
      scans,
      seqScanOn: [
        ...new Set(
          scans.filter((s) => s.node === 'Seq Scan' && tables.includes(s.table)).map((s) => s.table),
        ),
      ],
      text: (text.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n'),
    });
  }
  return plans;
}
