// Start-up benchmark (issue 17 item 2): from spawning the compiled server (apps/server/dist/main.js,
// `npm run build` first) to its first answer on /readyz, on an embedded PGlite folder that already
// exists (a restart) and on a fresh one (migrations and seed), against a bare node HTTP server
// spawned in the same run, and the same service run from source through tsx (how it ran before).
// The goal is under 3 s for a restart on a quiet machine. `npm run bench:startup -w @posylka/bench`
// (BENCH_STARTS, default 5).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bundle = join(root, 'apps', 'server', 'dist', 'main.js');
const STARTS = Number(process.env.BENCH_STARTS ?? 5);

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const port = (probe.address() as { port: number }).port;
      probe.close(() => done(port));
    });
  });
}

/** Milliseconds from spawn to the first 200 on `path`; the process is stopped after. */
async function timeToFirstAnswer(args: string[], env: Record<string, string>, path: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}${path}`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')}: no answer in 120 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

if (!existsSync(bundle)) {
  console.error('apps/server/dist/main.js is missing: run `npm run build` first.');
  process.exit(1);
}
const work = mkdtempSync(join(tmpdir(), 'posylka-bench-start-'));
const serviceEnv = (dir: string) => ({
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  PGLITE_DIR: join(dir, 'pglite'),
  STORAGE_DIR: join(dir, 'files'),
});
const bare = `require('node:http').createServer((q, s) => s.end('ok')).listen(process.env.PORT, '127.0.0.1')`;
try {
  const fresh = await timeToFirstAnswer(['--enable-source-maps', bundle], serviceEnv(work), '/readyz');
  const runs = { bare: [] as number[], bundle: [] as number[], tsx: [] as number[] };
  for (let i = 0; i < STARTS; i++) {
    runs.bare.push(await timeToFirstAnswer(['-e', bare], {}, '/'));
    runs.bundle.push(await timeToFirstAnswer(['--enable-source-maps', bundle], serviceEnv(work), '/readyz'));
    runs.tsx.push(
      await timeToFirstAnswer(['--import', 'tsx', 'apps/server/src/main.ts'], serviceEnv(work), '/readyz'),
    );
  }
  const result = {
    date: new Date().toISOString(),
    starts: STARTS,
    bareNodeMs: Math.round(median(runs.bare)),
    restartMs: Math.round(median(runs.bundle)),
    restartFromSourceMs: Math.round(median(runs.tsx)),
    freshDatabaseMs: Math.round(fresh),
    ratioToBare: Number((median(runs.bundle) / median(runs.bare)).toFixed(1)),
    ratioSourceToBundle: Number((median(runs.tsx) / median(runs.bundle)).toFixed(2)),
  };
  console.table([result]);
  const out = join(root, 'bench', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, `startup-${result.date.slice(0, 10)}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
