// Orders-list benchmark (issue 5): GET /api/orders for a customer with 1,000 orders in a PostgreSQL
// database of 1,000,000 orders, against a bare authenticated route of the same app in the same run
// (same session lookup, hooks and headers; it answers a constant instead of the list). Target: p99
// under 25 ms. Also records EXPLAIN (ANALYZE, BUFFERS) of the statements the list really sends.
// `npm run bench:orders -w @posylka/bench`; the database is filled once and reused (orders-fill.ts).
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { FastifyPluginAsync } from 'fastify';
import * as prettier from 'prettier';
import { buildApp } from '../apps/server/src/app.js';
import { createSession } from '../apps/server/src/auth/index.js';
import { loadConfig } from '../apps/server/src/config/index.js';
import type { DatabaseHandle } from '../apps/server/src/db/database.js';
import { FILL, openFilledDatabase } from './lib/orders-fill.js';
import {
  captureQueries,
  explainQueries,
  replayLatency,
  statementsOn,
  type QueryPlan,
} from './lib/query-plans.js';

const P99_TARGET_MS = 25;
const BARE_PATH = '/api/bench/bare';
const WATCHED_TABLES = ['orders', 'order_items', 'buyout_orders', 'buyout_products'] as const;

/** The bare route: the app's authentication (a session lookup in the database) and nothing else. */
const bareRoute: FastifyPluginAsync = async (api) => {
  api.get('/bench/bare', { preValidation: api.requireUser }, async (request) => ({ id: request.user!.id }));
};

type Load = { rps: number; p50: number; p99: number; errors: number };

async function load(url: string, token: string, seconds: number): Promise<Load> {
  const result = await autocannon({
    url,
    duration: seconds,
    connections: 10,
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'uk' },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface OrdersBenchRow {
  name: string;
  path: string;
  /** What the measured page answered: cards on the page and the matching total. */
  items: number;
  total: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  baselineRequestsPerSecond: number;
  baselineP99Ms: number;
  ratio: number;
  meetsP99Target: boolean;
  /** The list's own statements replayed one after another (no HTTP): per-request p50/p99. */
  sqlStatements: number;
  sqlAloneP50Ms: number;
  sqlAloneP99Ms: number;
  errors: number;
}

/** Which order-list code was measured: the commit and whether the working tree changes it. */
function treeState() {
  const git = (args: string) => {
    try {
      return execSync(`git ${args}`, { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  };
  // The order-list feature's files as they were read: tells two runs of uncommitted code apart.
  const feature = join(import.meta.dirname, '../apps/server/src/features/order-list');
  const hash = createHash('sha256');
  for (const file of readdirSync(feature).sort()) hash.update(file).update(readFileSync(join(feature, file)));
  return {
    commit: git('rev-parse --short HEAD'),
    orderListSha256: hash.digest('hex').slice(0, 16),
    uncommittedOrderList: git('status --porcelain -- ../apps/server/src/features/order-list')
      .split('\n')
      .filter(Boolean),
  };
}

async function main() {
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const url = process.env.BENCH_ORDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/posylka_bench';
  const started = Date.now();
  const { handle, measuredUserId, reused, visibility } = await openFilledDatabase(url);
  const pool = (handle as Extract<DatabaseHandle, { kind: 'postgres' }>).pool;
  console.info(`database ${reused ? 'reused' : 'filled'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  const { token } = await createSession(handle.db, { userId: measuredUserId, ttlDays: 1 });
  const config = loadConfig({
    IDENTITY_ENCRYPTION_KEY: 'bench-only-identity-key-0123456789abcdef',
    NODE_ENV: 'production',
    // Measured on the demo seed's sandboxes (no gateway keys on a bench machine).
    ALLOW_SANDBOX_PROVIDERS_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
  });
  const app = await buildApp({ config, db: handle.db, webBuild: null, apiPlugins: [bareRoute] });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { items: unknown[]; total: number; countPerPage: number };
  };

  const loadBefore = loadavg()[0]!;
  const rows: OrdersBenchRow[] = [];
  const plans = new Map<string, { plan: QueryPlan; cases: string[] }>();
  try {
    // Deep pages: three pages before the last one of the tab.
    const deep = async (filter: string) => {
      const first = await get(`/api/orders?filter=${filter}`);
      return Math.max(1, Math.ceil(first.total / first.countPerPage) - 3);
    };
    const cases: [string, string][] = [
      ['in process, page 1', '/api/orders'],
      ['all, page 1', '/api/orders?filter=all'],
      ['archived, page 1', '/api/orders?filter=archived'],
      ['in process, deep page', `/api/orders?filter=process&page=${await deep('process')}`],
      ['all, deep page', `/api/orders?filter=all&page=${await deep('all')}`],
      ['search "nike", all', '/api/orders?filter=all&search=nike'],
    ];
    for (const [name, path] of cases) {
      const answer = await get(path);
      if (answer.items.length === 0) throw new Error(`${name}: the page is empty, nothing would be measured`);
      const captured = await captureQueries(pool, () => get(path));
      for (const plan of await explainQueries(pool, captured, WATCHED_TABLES)) {
        const key = `${plan.sql}\n${JSON.stringify(plan.values)}`;
        const seen = plans.get(key);
        if (seen && !seen.cases.includes(name)) seen.cases.push(name);
        else if (!seen) plans.set(key, { plan, cases: [name] });
      }
      const sqlAlone = await replayLatency(pool, statementsOn(captured, WATCHED_TABLES));
      const baseline = await load(`${base}${BARE_PATH}`, token, seconds);
      const measured = await load(`${base}${path}`, token, seconds);
      rows.push({
        name: `GET /api/orders ${name}`,
        path,
        items: answer.items.length,
        total: answer.total,
        requestsPerSecond: measured.rps,
        latencyP50Ms: measured.p50,
        latencyP99Ms: measured.p99,
        baselineRequestsPerSecond: baseline.rps,
        baselineP99Ms: baseline.p99,
        ratio: Number((measured.rps / baseline.rps).toFixed(3)),
        meetsP99Target: measured.p99 < P99_TARGET_MS,
        sqlStatements: sqlAlone.statements,
        sqlAloneP50Ms: sqlAlone.p50Ms,
        sqlAloneP99Ms: sqlAlone.p99Ms,
        errors: measured.errors + baseline.errors,
      });
      console.info(
        `${name}: ${measured.rps} req/s p99 ${measured.p99} ms (bare ${baseline.rps} req/s p99 ${baseline.p99} ms), SQL alone p99 ${sqlAlone.p99Ms} ms`,
      );
    }
  } finally {
    await app.close();
    await handle.close();
  }

  const date = new Date().toISOString().slice(0, 10);
  const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  const statements = [...plans.values()].map(({ plan, cases }) => ({ cases, ...plan }));
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    seconds,
    connections: 10,
    database: {
      engine: 'PostgreSQL',
      url: url.replace(/\/\/[^@]*@/, '//'),
      reusedFill: reused,
      // All-visible share of each table's pages after the vacuum before the run.
      visibility,
      ...FILL,
    },
    tree: treeState(),
    loadAverage: { before: loadBefore, after: loadavg()[0]! },
    p99TargetMs: P99_TARGET_MS,
    baseline: `GET ${BARE_PATH}: the same app and session lookup, a constant answer`,
    rows,
    // The plans' full text goes to the .txt file next to this one.
    plans: statements.map(({ text: _text, ...plan }) => plan),
  };
  const jsonFile = join(dir, `orders-${date}${label}.json`);
  const options = { ...(await prettier.resolveConfig(jsonFile)), parser: 'json' };
  writeFileSync(jsonFile, await prettier.format(JSON.stringify(report), options));
  const planFile = join(dir, `orders-plans-${date}${label}.txt`);
  writeFileSync(
    planFile,
    statements
      .map(
        (s, i) =>
          `-- statement ${i + 1}, run by: ${s.cases.join('; ')}\n-- ${s.sql}\n-- parameters: ${JSON.stringify(s.values)}\n${s.text}\n`,
      )
      .join('\n'),
  );
  console.table(rows.map(({ path: _path, ...row }) => row));
  for (const s of statements) {
    const scans = s.scans.map((scan) => `${scan.table}: ${scan.node}${scan.index ? ` (${scan.index})` : ''}`);
    console.info(`${s.executionMs.toFixed(2)} ms [${s.cases.length} cases] ${scans.join(', ')}`);
  }
  console.info(`written ${jsonFile} and ${planFile}`);
}

await main();
