// HTTP benchmark: the real app (in-memory PGlite, migrated and seeded) against a bare Fastify
// baseline that answers the same bytes, both measured in this run on this machine. Only the ratio
// is meaningful: the machines are noisy, absolute numbers are not comparable between runs.
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/index.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { runMigrations } from '../apps/server/src/db/migrate.js';
import { seed } from '../apps/server/src/db/seed/index.js';
import { load, type LoadResult } from './lib/http-load.js';

export interface HttpBenchRow extends LoadResult {
  baseline: string;
  ratio: number;
}

export async function httpBench(seconds: number): Promise<HttpBenchRow[]> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await runMigrations(handle);
  await seed(handle.db);
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

  const countries = await (await fetch(`${appUrl}/api/extra/countries`)).text();
  const bare = Fastify();
  bare.get('/countries', (_req, reply) => reply.type('application/json').send(countries));
  bare.get('/healthz', () => ({ status: 'ok' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const rows: HttpBenchRow[] = [];
  try {
    const pairs: [string, string, string, string][] = [
      ['GET /healthz', `${appUrl}/healthz`, 'bare /healthz', `${bareUrl}/healthz`],
      ['GET /api/extra/countries', `${appUrl}/api/extra/countries`, 'bare same JSON', `${bareUrl}/countries`],
    ];
    for (const [name, url, baselineName, baselineUrl] of pairs) {
      const baseline = await load(baselineName, baselineUrl, seconds);
      const measured = await load(name, url, seconds);
      rows.push({
        ...measured,
        baseline: `${baselineName} ${baseline.requestsPerSecond} req/s`,
        ratio: Number((measured.requestsPerSecond / baseline.requestsPerSecond).toFixed(3)),
      });
    }
  } finally {
    await app.close();
    await bare.close();
    await handle.close();
  }
  return rows;
}
