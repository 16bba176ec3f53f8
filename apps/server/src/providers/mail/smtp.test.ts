import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { DeliveryError } from '../delivery-error.js';
import { createSmtpMail, type SmtpMailConfig } from './smtp.js';
import { parseMime } from './test-mime.js';

const FROM = 'Posylka <no-reply@posylka.test>';
const USER = 'posylka';
const PASSWORD = 'smtp-secret';

interface Received {
  from: string;
  to: string[];
  user: unknown;
  raw: string;
}

/** Recipients the peer refuses, by address: the reply code it answers RCPT TO with. */
const refuse = new Map<string, { code: number; text: string }>([
  ['gone@example.com', { code: 550, text: 'Mailbox unavailable' }],
  ['greylisted@example.com', { code: 451, text: 'Try again later' }],
]);

let smtp: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    logger: false,
    // Plain connection in the test: STARTTLS would need a certificate nodemailer trusts.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
      return callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const refusal = refuse.get(address.address);
      if (!refusal) return callback();
      const err: SMTPServerError = Object.assign(new Error(refusal.text), { responseCode: refusal.code });
      return callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
});

afterEach(() => {
  received.length = 0;
});

const mail = (over: Partial<SmtpMailConfig> = {}) =>
  createSmtpMail({
    from: FROM,
    host: '127.0.0.1',
    port,
    secure: false,
    timeouts: { connectionMs: 2000, greetingMs: 2000, socketMs: 2000 },
    ...over,
  });

const failureOf = async (promise: Promise<unknown>): Promise<DeliveryError> => {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(DeliveryError);
    return err as DeliveryError;
  }
  throw new Error('expected the send to fail');
};

describe('SMTP mail adapter (nodemailer against a local smtp-server)', () => {
  it('logs in and sends text and HTML, the extra headers, a stable Message-ID and UTF-8 Cyrillic', async () => {
    const adapter = mail({ user: USER, password: PASSWORD });
    expect(adapter.name).toBe('smtp');
    await adapter.send({
      to: 'olena@example.com',
      subject: 'Посилка прибула',
      text: 'Ваша посилка прибула на склад у Києві.',
      html: '<p>Ваша посилка <b>прибула</b> на склад у Києві.</p>',
      headers: {
        'List-Unsubscribe': '<https://posylka.test/unsubscribe/abc>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      idempotencyKey: 'delivery-6f1c2a',
    });

    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.user).toBe(USER);
    expect(got.from).toBe('no-reply@posylka.test');
    expect(got.to).toEqual(['olena@example.com']);
    const message = parseMime(got.raw);
    expect(message.header('subject')).toBe('Посилка прибула');
    expect(message.header('message-id')).toBe('<delivery-6f1c2a@posylka.test>');
    expect(message.header('list-unsubscribe')).toBe('<https://posylka.test/unsubscribe/abc>');
    expect(message.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message.header('content-type')).toMatch(/^multipart\/alternative/);
    expect(message.part('text/plain')).toBe('Ваша посилка прибула на склад у Києві.');
    expect(message.part('text/html')).toBe('<p>Ваша посилка <b>прибула</b> на склад у Києві.</p>');
  });

  it('sends a retry with the same idempotency key under the same Message-ID', async () => {
    const adapter = mail();
    const message = { to: 'olena@example.com', subject: 'Test', text: 'Hello', idempotencyKey: 'n:42:email' };
    await adapter.send(message);
    await adapter.send(message);
    const ids = received.map((r) => parseMime(r.raw).header('message-id'));
    expect(ids[0]).toMatch(/^<[0-9a-f]{40}@posylka\.test>$/); // ':' is not allowed in an id: hashed
    expect(ids[1]).toBe(ids[0]);
    expect(received[0]!.user).toBeUndefined(); // no SMTP_USER: no AUTH
  });

  it('maps a 550 for the recipient to a permanent DeliveryError', async () => {
    const err = await failureOf(mail().send({ to: 'gone@example.com', subject: 'S', text: 'T' }));
    expect(err.permanent).toBe(true);
    expect(err.message).toMatch(/550/);
    expect(received).toHaveLength(0);
  });

  it('maps a 451 for the recipient to a temporary DeliveryError', async () => {
    const err = await failureOf(mail().send({ to: 'greylisted@example.com', subject: 'S', text: 'T' }));
    expect(err.permanent).toBe(false);
    expect(err.message).toMatch(/451/);
  });

  it('maps a refused login (535) to a permanent DeliveryError', async () => {
    const adapter = mail({ user: USER, password: 'wrong' });
    const err = await failureOf(adapter.send({ to: 'olena@example.com', subject: 'S', text: 'T' }));
    expect(err.permanent).toBe(true);
    expect(err.message).toMatch(/535/);
  });

  it('fails fast and temporarily when nothing listens on the port', async () => {
    const closed = await freePort();
    const started = Date.now();
    const err = await failureOf(
      mail({ port: closed }).send({ to: 'olena@example.com', subject: 'S', text: 'T' }),
    );
    expect(err.permanent).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('gives up temporarily on a server that accepts the connection but never greets', async () => {
    const held = new Set<Socket>();
    const silent = createServer((socket) => held.add(socket)); // holds the socket, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const adapter = mail({
        port: (silent.address() as AddressInfo).port,
        timeouts: { connectionMs: 300, greetingMs: 300, socketMs: 300 },
      });
      const err = await failureOf(adapter.send({ to: 'olena@example.com', subject: 'S', text: 'T' }));
      expect(err.permanent).toBe(false);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      for (const socket of held) socket.destroy();
      await closeServer(silent);
    }
  });
});

/** A port nothing listens on: one the system just handed out and took back. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address() as AddressInfo;
  await closeServer(probe);
  return free;
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
