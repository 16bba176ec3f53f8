// Issue 15 item 7 "Uploads": uploads stop reading at the limit, stream to storage instead of memory,
// and each customer has a storage quota. The size limits are checked over a real listening server
// with bodies generated as they are sent, so the test sees how much of a body the server read.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { insertOrder } from './test-helpers.js';
import { MB, customerOf, storedFilesIn } from './upload-test-support.js';

/** The quota of this file's app: above one 5 MB file, so the size limit is met first. */
const QUOTA = 8 * MB;

let t: TestApp;
let dir: string;
let port: number;
/** The server's connections by the client's port (known only while a socket is open, so kept). */
const sockets = new Map<number, Socket>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'posylka-upload-limits-'));
  t = await createTestApp({ env: { STORAGE_DIR: dir, UPLOAD_QUOTA_BYTES_PER_CUSTOMER: String(QUOTA) } });
  t.app.server.on('connection', (socket: Socket) => sockets.set(socket.remotePort ?? 0, socket));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const customer = (name: string) => customerOf(t, name);
const storedFiles = (orderId: string) => storedFilesIn(dir, orderId);

interface Sent {
  status: number;
  body: { errorDescription?: string; violations?: { property: string; message: string }[] };
  connection: string | undefined;
  /** Bytes the body generator handed to the socket before the exchange ended. */
  generated: number;
  /** Bytes the server's socket read in all (headers included). */
  serverRead: number;
}

/**
 * POSTs one file of `fileBytes` bytes over a real connection, generating it 64 KB at a time as the
 * socket takes it (backpressure), chunked unless `declaredLength` is given. Generation stops when the
 * server answers or closes the connection.
 */
async function sendLargeFile(options: {
  url: string;
  token: string;
  locale: string;
  fileBytes: number;
  declaredLength?: number;
}): Promise<Sent> {
  const boundary = `----posylka${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="scan.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let generated = 0;
  let answered = false;
  const body = Readable.from(
    (function* () {
      generated += head.length;
      yield head;
      for (let left = options.fileBytes - 9; left > 0 && !answered; left -= chunk.length) {
        const piece = left >= chunk.length ? chunk : chunk.subarray(0, left);
        generated += piece.length;
        yield piece;
      }
      if (!answered) yield tail;
    })(),
  );
  // A connection of its own that the client would keep alive: closing it is the server's choice.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let localPort = 0;
  const result = await new Promise<Omit<Sent, 'serverRead'>>((resolve, reject) => {
    const req = httpRequest({
      agent,
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api${options.url}`,
      headers: {
        authorization: `Bearer ${options.token}`,
        'x-locale': options.locale,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(options.declaredLength !== undefined ? { 'content-length': String(options.declaredLength) } : {}),
      },
    });
    req.on('socket', (socket) => socket.on('connect', () => (localPort = socket.localPort ?? 0)));
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Sent['body'],
          connection: res.headers.connection,
          generated,
        }),
      );
    });
    // The server closes the connection after its early answer: writing on fails, that is expected.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    body.pipe(req);
  });
  const socket = sockets.get(localPort)!;
  // After an early answer, what the server read is known once it has closed the connection.
  if (result.connection === 'close' && !socket.destroyed) {
    await new Promise((resolve) => socket.once('close', resolve));
  }
  const serverRead = socket.bytesRead;
  agent.destroy();
  return { ...result, serverRead };
}

describe('uploads stop reading at the limit', () => {
  it('a 30 MB file is refused with 422 once 5 MB have arrived: the rest is never read, nothing is stored', async () => {
    const { token, id } = await customer('oversize');
    const orderId = await insertOrder(t.db, id);
    const sent = await sendLargeFile({
      url: `/upload/${orderId}/invoice`,
      token,
      locale: 'uk',
      fileBytes: 30 * MB,
    });
    expect(sent.status).toBe(422);
    // The same per-field violation as before, in the customer's language.
    expect(sent.body).toEqual({
      errorDescription: 'Файл «scan.pdf» завеликий: максимум 5 МБ',
      violations: [{ property: 'invoices', message: 'Файл «scan.pdf» завеликий: максимум 5 МБ' }],
    });
    expect(sent.connection).toBe('close');
    // The server read the 5 MB it allows and little more (what was in flight), not the 30 MB.
    expect(sent.serverRead).toBeGreaterThan(MAX_FILE_BYTES);
    expect(sent.serverRead).toBeLessThan(MAX_FILE_BYTES + 2 * MB);
    // The client could hand over only what the socket buffers took on top of that.
    expect(sent.generated).toBeLessThan(20 * MB);
    // The partial object (and any temporary part file) is gone, and no row was written.
    expect(await storedFiles(orderId)).toEqual([]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/invoices`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((list.json() as { items: unknown[] }).items).toEqual([]);
  });

  it('a declared Content-Length above what the limits allow is refused with 413 before the body is read', async () => {
    const { token, id } = await customer('declared');
    const orderId = await insertOrder(t.db, id);
    const sent = await sendLargeFile({
      url: `/upload/${orderId}/invoice`,
      token,
      locale: 'en',
      fileBytes: 300 * MB,
      declaredLength: 300 * MB + 200,
    });
    expect(sent.status).toBe(413);
    expect(sent.body).toEqual({ errorDescription: 'The request is too large.' });
    expect(sent.serverRead).toBeLessThan(2 * MB);
    expect(await storedFiles(orderId)).toEqual([]);
  });

  it('a file within the limit still streams through a real connection and is stored whole', async () => {
    const { token, id } = await customer('within');
    const orderId = await insertOrder(t.db, id);
    const sent = await sendLargeFile({
      url: `/upload/${orderId}/invoice`,
      token,
      locale: 'en',
      fileBytes: MAX_FILE_BYTES,
    });
    expect(sent.status).toBe(201);
    expect(sent.connection).toBe('keep-alive');
    expect(sent.serverRead).toBeGreaterThan(MAX_FILE_BYTES);
    expect(sent.body).toMatchObject({ items: [{ size: MAX_FILE_BYTES, mimeType: 'application/pdf' }] });
    expect(await storedFiles(orderId)).toHaveLength(1);
  });

  it('ten concurrent 5 MB uploads reach the storage as streams of small chunks, never as whole buffers', async () => {
    const storage = t.app.storage;
    const put = storage.put.bind(storage);
    const bodies: { buffer: boolean; largestChunk: number }[] = [];
    storage.put = async (key, body, meta) => {
      const seen = { buffer: Buffer.isBuffer(body), largestChunk: 0 };
      bodies.push(seen);
      if (!Buffer.isBuffer(body)) {
        body.on('data', (c: Buffer) => {
          seen.largestChunk = Math.max(seen.largestChunk, c.length);
        });
      }
      return put(key, body, meta);
    };
    try {
      // Ten times 5 MB passes this app's 8 MB quota: each upload is a customer's of their own.
      const owners = await Promise.all(Array.from({ length: 10 }, () => customer('concurrent')));
      const orders = await Promise.all(owners.map((o) => insertOrder(t.db, o.id)));
      const results = await Promise.all(
        owners.map((o, i) =>
          sendLargeFile({
            url: `/upload/${orders[i]}/invoice`,
            token: o.token,
            locale: 'en',
            fileBytes: 5 * MB,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(bodies).toHaveLength(10);
      expect(bodies.every((b) => !b.buffer && b.largestChunk > 0 && b.largestChunk <= MB)).toBe(true);
    } finally {
      storage.put = put;
    }
  });
});
