// Dictionary benchmark: the real Nova Poshta directory (9,313 cities, 1,167 Lviv warehouses) in an
// in-memory PGlite and in a temporary PostgreSQL database, the city autocomplete and the Lviv
// warehouse list against a bare Fastify route answering the same bytes, in the same run.
// Target: autocomplete p99 under 10 ms and at least half the bare route's throughput.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { fromRepoRoot, loadConfig } from '../apps/server/src/config/index.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/db/seed/index.js';
import { importNpFiles, readNpFiles } from '../apps/server/src/db/seed/novaposhta/importer.js';
import { searchCities } from '../apps/server/src/features/dictionary/cities.js';
import { CityIndex } from '../apps/server/src/features/dictionary/city-index.js';

const DATA = fromRepoRoot('data/novaposhta');
const FILES = [
  'np_getAreas.json',
  'np_getWarehouseTypes.json',
  'np_cities_reduced_2024-05.json',
  'np_getWarehouses_Lviv_2022-09.json',
];
const QUERIES = ['ки', 'льв', 'lviv', 'одес', "кам'ян", 'харк', 'dnipro', 'житом', 'vinn', 'терноп'];
const LVIV = 'db5c88f5-391c-11dd-90d9-001a92567626';
const WAREHOUSE_PATHS = ['department', 'box'].map(
  (type) => `/api/dictionary/warehouse?ref=${LVIV}&type=${type}`,
);

/**
 * The search alone (no HTTP, no response cache): p50 and p99 over distinct prefixes, one at a time,
 * by the SQL query and by the in-memory index the route uses.
 */
async function queryLatency(search: (prefix: string) => unknown, prefixes: readonly string[]) {
  const times: number[] = [];
  for (const prefix of prefixes.slice(0, 2000)) {
    const start = performance.now();
    await search(prefix);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0).toFixed(2));
  return { queries: times.length, p50Ms: at(0.5), p99Ms: at(0.99) };
}

export interface DictionaryBenchRow {
  engine: string;
  name: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  baselineRequestsPerSecond: number;
  baselineP99Ms: number;
  ratio: number;
  errors: number;
}

async function load(base: string, paths: readonly string[], seconds: number) {
  const result = await autocannon({
    url: base,
    duration: seconds,
    connections: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const cityPath = (query: string) => `/api/dictionary/cities?query=${encodeURIComponent(query)}`;

/** Thousands of distinct prefixes (3-6 letters of real names): nearly every request misses the cache. */
async function distinctPrefixes(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = (await handle.db.execute('select search_uk from np_cities')) as unknown as {
    rows: { search_uk: string }[];
  };
  const set = new Set<string>();
  for (const { search_uk: name } of rows)
    for (let n = 3; n <= Math.min(6, name.length); n += 1) set.add(name.slice(0, n));
  return [...set].filter((prefix) => !prefix.includes(' '));
}

async function benchEngine(
  engine: string,
  handle: DatabaseHandle,
  seconds: number,
): Promise<DictionaryBenchRow[]> {
  await runMigrations(handle);
  await seed(handle.db);
  const started = Date.now();
  await importNpFiles(handle.db, readNpFiles(FILES.map((name) => `${DATA}/${name}`)).files);
  console.info(`${engine}: real directory imported in ${Date.now() - started} ms`);
  const config = loadConfig({
    IDENTITY_ENCRYPTION_KEY: 'bench-only-identity-key-0123456789abcdef',
    NODE_ENV: 'production',
    // Measured on the demo seed's sandboxes (no gateway keys on a bench machine).
    ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
  });
  const app = await buildApp({ config, db: handle.db, webBuild: null });
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  // The bare baseline answers each path with the bytes the app gave for it.
  const bodies = new Map<string, string>();
  const prefixes = await distinctPrefixes(handle);
  const misses = prefixes.map(cityPath);
  for (const path of [...QUERIES.map(cityPath), ...WAREHOUSE_PATHS, ...misses.slice(0, 50)]) {
    bodies.set(path, await (await fetch(`${appUrl}${path}`)).text());
  }
  console.info(
    `${engine}: city search, SQL query alone`,
    await queryLatency((prefix) => searchCities(handle.db, prefix, 'uk'), prefixes),
  );
  const index = await CityIndex.load(handle.db);
  console.info(
    `${engine}: city search, in-memory index alone`,
    await queryLatency((prefix) => index.search(prefix, 'uk'), prefixes),
  );
  const bare = Fastify();
  bare.get('/healthz', () => ({ status: 'ok' }));
  bare.get('/*', (request, reply) =>
    reply.type('application/json; charset=utf-8').send(bodies.get(request.url) ?? bodies.get(cityPath('ки'))),
  );
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const rows: DictionaryBenchRow[] = [];
  try {
    const cases: [string, string[], string[]][] = [
      // The app's own floor: hooks, security headers, rate limit and logging on every request.
      ['GET /healthz (the app stack, for scale)', ['/healthz'], ['/healthz']],
      ['GET /api/dictionary/cities (10 rotating queries)', QUERIES.map(cityPath), QUERIES.map(cityPath)],
      [
        `GET /api/dictionary/cities (${prefixes.length} distinct prefixes, cache misses)`,
        misses,
        misses.slice(0, 50),
      ],
      ['GET /api/dictionary/warehouse Lviv (department, box)', WAREHOUSE_PATHS, WAREHOUSE_PATHS],
    ];
    for (const [name, paths, barePaths] of cases) {
      const baseline = await load(bareUrl, barePaths, seconds);
      const measured = await load(appUrl, paths, seconds);
      rows.push({
        engine,
        name,
        requestsPerSecond: measured.rps,
        latencyP99Ms: measured.p99,
        baselineRequestsPerSecond: baseline.rps,
        baselineP99Ms: baseline.p99,
        ratio: Number((measured.rps / baseline.rps).toFixed(3)),
        errors: measured.errors,
      });
    }
  } finally {
    await app.close();
    await bare.close();
  }
  return rows;
}

export async function dictionaryBench(seconds: number): Promise<DictionaryBenchRow[]> {
  const rows: DictionaryBenchRow[] = [];
  const pglite = await openDatabase({ pgliteDir: 'memory://' });
  try {
    rows.push(...(await benchEngine('PGlite', pglite, seconds)));
  } finally {
    await pglite.close();
  }

  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `posylka_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL skipped (${(error as Error).message})`);
    return rows;
  }
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const postgres = await openDatabase({ url: target.toString(), poolSize: 10 });
    try {
      rows.push(...(await benchEngine('PostgreSQL', postgres, seconds)));
    } finally {
      await postgres.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  return rows;
}

// `tsx bench/dictionary.ts` runs this benchmark alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await dictionaryBench(Number(process.env.BENCH_SECONDS ?? 5)));
}
