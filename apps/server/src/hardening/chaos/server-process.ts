// The real server as a child process, started the way `npm run serve` starts it (apps/server/src/main.ts
// under tsx): the chaos scenarios need what only a process has (dying by kill -9, exiting with a code,
// staying up or crashing on an unhandled error) and the start-up path itself (migrations, seed, lock).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../../config/index.js';
import { sleep } from './budget.js';

export interface ServerOptions {
  /** PostgreSQL URL; unset = PGlite in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir?: string;
  /** Folder for uploads and the (absent) web build. */
  workDir: string;
  redisUrl?: string;
  /** More environment (limits for a scenario). */
  env?: Record<string, string>;
  /** Reuse a port (a restart keeps the clients' URL). */
  port?: number;
}

export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Everything the process printed so far (bounded to the last 256 KB). */
  output(): string;
  /** Null while running. */
  exitCode(): number | null;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9: no shutdown hook runs, nothing is flushed. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (the graceful path); SIGKILL after 15 s. */
  stop(): Promise<void>;
}

const OUTPUT_LIMIT = 256 * 1024;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Spawns the server; resolves once the process is started (not yet ready: see `waitReady`). */
export async function spawnServer(options: ServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // Development: the sandbox providers and the dev outbox, no production secrets needed.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: options.databaseUrl ?? '',
      PGLITE_DIR: options.pgliteDir ?? 'memory://',
      // Never the environment's Redis unless the scenario names one.
      REDIS_URL: options.redisUrl ?? '',
      STORAGE_DIR: path.join(options.workDir, 'files'),
      // No web build: the scenarios use the API only, and loading the pages would slow every start.
      WEB_BUILD_DIR: path.join(options.workDir, 'no-web-build'),
      // The load is many requests from one address; the limits are not what these scenarios test.
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      // The job runner ticks every second, so it meets the faults too (a tick must not crash the process).
      JOBS_TICK_SECONDS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // Not left running when the test process ends before its cleanup ran (a timeout, a crash).
  const reap = () => child.kill('SIGKILL');
  process.once('exit', reap);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', reap);
      resolve({ code, signal });
    }),
  );
  if (child.pid === undefined) throw new Error('the server process did not start');
  const pid = child.pid;
  const waitExit = async (signal: NodeJS.Signals, graceMs: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
    if (!done) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  return {
    url,
    port,
    pid,
    output: () => output,
    exitCode: () => child.exitCode,
    exited,
    kill9: () => waitExit('SIGKILL', 15_000),
    stop: () => waitExit('SIGTERM', 15_000),
  };
}

/** Waits until /readyz answers 200; fails with the server's output if it exits or takes over 2 minutes. */
export async function waitReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void server.exited.then((e) => (exit = e));
  for (;;) {
    if (exit) {
      throw new Error(`server exited before it was ready (${exit.code ?? exit.signal}):\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
    await sleep(200);
  }
}

/** Spawns and waits for readiness. */
export async function startServer(options: ServerOptions): Promise<ServerProcess> {
  const server = await spawnServer(options);
  try {
    await waitReady(server);
  } catch (err) {
    await server.kill9();
    throw err;
  }
  return server;
}
