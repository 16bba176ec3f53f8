import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The service started once for every journey file (global-setup.ts). */
export const SHARED_SERVER_ENV = 'E2E_SERVER_URL';

/**
 * The service a journey file runs against. Every file shares the one service global-setup.ts
 * started (each journey makes its own customers, numbers and parcels, so files do not meet); a file
 * that needs the service configured otherwise (`env`, e.g. a real SMTP peer) gets its own.
 */
export async function startServer(env?: Record<string, string>): Promise<RunningServer> {
  const shared = process.env[SHARED_SERVER_ENV];
  if (shared && !env) return { url: shared, stop: async () => {} };
  return startOwnServer(env);
}

/**
 * Starts the real service (the compiled bundle `npm run serve` runs) on a free port with a fresh PGlite
 * directory, in development mode so the sandbox mail outbox is available, and waits for /readyz.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'posylka-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      PGLITE_DIR: join(dataDir, 'pglite'),
      STORAGE_DIR: join(dataDir, 'files'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      // The sign-in, registration and password-reset limit (10 a minute per address) is not what the
      // journeys test; one journey signs in, out and resets at two widths within a minute.
      AUTH_RATE_LIMIT_MAX: '1000',
      // Every journey verifies its phones from 127.0.0.1, and all files share one service: the
      // per-network limit of code requests (20 an hour) is not what they test.
      PHONE_VERIFICATION_IP_HOURLY_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
