// Issue 16 "A test kills the worker between the commit and the send (or crashes the process) and shows
// the message is delivered after restart, once." The real server process sends through real SMTP (a
// local smtp-server peer this test runs). The customer asks for a password reset: the message is
// committed with the request and the worker starts sending it; the peer holds the DATA phase open and
// the process is killed with SIGKILL right there. A new process on the same data takes the message
// over once the dead node's claim expires and delivers it: exactly one message reaches the peer.
// PGlite (a data folder) in every run; PostgreSQL where DATABASE_URL is set (CI's PostgreSQL stage).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { scenarioTimeout, sleep } from './budget.js';
import { createChaosDatabase } from './postgres.js';
import { startServer, type ServerOptions, type ServerProcess } from './server-process.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

type Peer = { port: number; accepted: string[]; started: string[]; hold: boolean };

/** An SMTP peer that records finished messages and, while `hold` is set, never ends a DATA phase. */
async function smtpPeer(): Promise<Peer> {
  const peer: Peer = { port: 0, accepted: [], started: [], hold: false };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      const holding = peer.hold;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        peer.started.push(raw);
        if (holding) return; // the connection hangs until the client dies
        peer.accepted.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.port = (server.server.address() as { port: number }).port;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return peer;
}

const isReset = (raw: string) => /reset-password\?token=/.test(raw.replace(/=\r?\n/g, ''));
const messageId = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1];

async function until(what: string, check: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function started(options: ServerOptions): Promise<ServerProcess> {
  const server = await startServer(options);
  cleanups.push(() => server.kill9());
  return server;
}

async function crashMidSend(base: Omit<ServerOptions, 'env'>) {
  const peer = await smtpPeer();
  const env = {
    MAIL_PROVIDER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(peer.port),
    // The dead node's claim expires quickly so the test need not wait two minutes.
    NOTIFICATIONS_CLAIM_SECONDS: '3',
    NOTIFICATIONS_POLL_MS: '200',
  };
  const first = await started({ ...base, env });
  const email = `crash-${Date.now()}@example.com`;
  const registered = await fetch(`${first.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Crash-test-2026!' }),
  });
  expect(registered.status).toBe(201);

  peer.hold = true;
  const forgot = await fetch(`${first.url}/api/auth/password/forgot`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(forgot.status).toBe(200);
  // The worker is in the middle of the send: the peer has the whole message but has not said 250.
  await until('the send to start', () => peer.started.some(isReset));
  await first.kill9();
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
  expect(peer.accepted.filter(isReset)).toEqual([]);

  peer.hold = false;
  await started({ ...base, port: first.port, env });
  await until('the message after the restart', () => peer.accepted.some(isReset));
  // Several polls later there is still exactly one.
  await sleep(2_000);
  const delivered = peer.accepted.filter(isReset);
  expect(delivered).toHaveLength(1);
  // The same Message-ID as the interrupted attempt: a receiving server may fold the two.
  expect(messageId(delivered[0]!)).toBe(messageId(peer.started.find(isReset)!));
}

function tempFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'posylka-outbox-crash-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('the outbox across a crash (issue 16)', () => {
  it(
    'PGlite: killed mid-send, delivered once by the restarted process',
    async () => {
      const dir = tempFolder();
      await crashMidSend({ pgliteDir: path.join(dir, 'pglite'), workDir: dir });
    },
    scenarioTimeout(2, 2),
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'PostgreSQL: killed mid-send, delivered once by the restarted process',
    async () => {
      const dir = tempFolder();
      const database = await createChaosDatabase(process.env.DATABASE_URL!);
      cleanups.push(() => database.drop());
      await crashMidSend({ databaseUrl: database.url, workDir: dir });
    },
    scenarioTimeout(2, 2),
  );
});
