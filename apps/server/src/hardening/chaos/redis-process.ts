// A private redis-server for the Redis chaos scenario: the shared Redis (other test runs use it) is
// never stopped; this one, on a port of its own and without persistence, is frozen, killed and
// started again on the same port, so the app's REDIS_URL stays the same across the "restart".
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { sleep } from './budget.js';
import { freePort } from './server-process.js';

/** The redis-server binary on PATH (Debian's redis-server package), or null. */
export function findRedisServer(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'redis-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/** True when a PING on a fresh connection gets +PONG within `timeoutMs`. */
function ping(port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export interface RedisProcess {
  readonly port: number;
  readonly url: string;
  /** SIGSTOP: the port still accepts connections (the kernel does), nothing answers. */
  freeze(): void;
  /** SIGKILL, also while frozen; resolves once the process is gone. */
  kill(): Promise<void>;
  /** A new redis-server on the same port (empty: no persistence), once it answers PING. */
  restart(): Promise<void>;
}

export async function startRedis(binary: string): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const launch = async () => {
    const proc = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--loglevel',
        'warning',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Not left running (or frozen) when the test process ends before its cleanup ran.
    const reap = () => proc.kill('SIGKILL');
    process.once('exit', reap);
    exited = new Promise((resolve) =>
      proc.once('exit', () => {
        process.off('exit', reap);
        resolve();
      }),
    );
    child = proc;
    const deadline = Date.now() + 15_000;
    while (!(await ping(port))) {
      if (proc.exitCode !== null || Date.now() > deadline) {
        proc.kill('SIGKILL');
        throw new Error(`redis-server on port ${port} did not answer:\n${output}`);
      }
      await sleep(50);
    }
  };
  await launch();

  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    freeze: () => void child?.kill('SIGSTOP'),
    async kill() {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    restart: launch,
  };
}
