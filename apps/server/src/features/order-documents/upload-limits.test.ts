// Issue 15 item 7 "Uploads": uploads stop reading at the limit, stream to storage instead of memory,
// and each customer has a storage quota. The size limits are checked over a real listening server
// with bodies generated as they are sent, so the test sees how much of a body the server read.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { JPG, PDF, insertOrder, multipart, userIdOf, type Part } from './test-helpers.js';

const MB = 1024 * 1024;
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

async function customer(name: string) {
  const { token } = await registerUser(t.app, `${name}-${randomBytes(4).toString('hex')}@example.com`);
  return { token, id: await userIdOf(t.app, token) };
}

/** Every object of an order in the local storage, temporary part files included. */
async function storedFiles(orderId: string): Promise<string[]> {
  try {
    return await readdir(join(dir, 'orders', orderId));
  } catch {
    return [];
  }
}

function upload(token: string, url: string, parts: Part[], locale = 'en') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}`, 'x-locale': locale, ...body.headers },
    payload: body.payload,
  });
}

const violations = (res: LightMyRequestResponse) =>
  (res.json() as { violations: { property: string; message: string }[] }).violations;

/** A file of `size` bytes that sniffs as a PDF. */
function pdfOf(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  PDF.copy(bytes);
  return bytes;
}

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

describe('each customer has a storage quota', () => {
  it('an upload past the quota is refused with 422 in the customer language and nothing is saved; removing a file frees its room', async () => {
    const { token, id } = await customer('quota');
    const orderId = await insertOrder(t.db, id);
    const three = pdfOf(3 * MB);
    const first = await upload(token, `/upload/${orderId}/invoice`, [
      { name: 'files[0]', filename: 'a.pdf', data: three },
    ]);
    expect(first.statusCode).toBe(201);
    const second = await upload(token, `/upload/${orderId}/invoice`, [
      { name: 'files[0]', filename: 'b.pdf', data: three },
    ]);
    expect(second.statusCode).toBe(201);
    expect(await storedFiles(orderId)).toHaveLength(2);

    // 6 MB of 8 are used: 3 MB more do not fit.
    for (const [locale, message] of [
      [
        'uk',
        'Не вистачає місця для файлу «c.pdf»: ваші файли разом можуть займати не більше 8 МБ. Видаліть непотрібні файли, щоб звільнити місце',
      ],
      [
        'en',
        'Not enough space for “c.pdf”: all your files together may take up 8 MB at most. Delete files you no longer need to free space',
      ],
      [
        'ro',
        'Nu există suficient spațiu pentru „c.pdf”: toate fișierele dumneavoastră împreună pot ocupa cel mult 8 MB. Ștergeți fișierele de care nu mai aveți nevoie pentru a elibera spațiu',
      ],
    ] as const) {
      const refused = await upload(
        token,
        `/upload/${orderId}/invoice`,
        [{ name: 'files[0]', filename: 'c.pdf', data: three }],
        locale,
      );
      expect(refused.statusCode).toBe(422);
      expect(violations(refused)).toEqual([{ property: 'invoices', message }]);
      expect(refused.json()).toMatchObject({ errorDescription: message });
    }
    expect(await storedFiles(orderId)).toHaveLength(2);

    // A file that fits is still taken.
    const small = await upload(token, `/upload/${orderId}/invoice`, [
      { name: 'files[0]', filename: 'small.jpg', data: JPG },
    ]);
    expect(small.statusCode).toBe(201);

    // Removing a 3 MB file frees its room: the refused upload now fits.
    const [a] = (first.json() as { items: { id: string }[] }).items;
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/invoice/remove/${a!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(204);
    const again = await upload(token, `/upload/${orderId}/invoice`, [
      { name: 'files[0]', filename: 'c.pdf', data: three },
    ]);
    expect(again.statusCode).toBe(201);
    expect(await storedFiles(orderId)).toHaveLength(3);
  });

  it('counts every file of one request: two files that fit alone but not together are both refused', async () => {
    const { token, id } = await customer('together');
    const orderId = await insertOrder(t.db, id);
    const res = await upload(token, `/upload/${orderId}/invoice`, [
      { name: 'files[0]', filename: 'one.pdf', data: pdfOf(5 * MB) },
      { name: 'files[1]', filename: 'two.pdf', data: pdfOf(4 * MB) },
    ]);
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([
      {
        property: 'invoices',
        message:
          'Not enough space for “two.pdf”: all your files together may take up 8 MB at most. Delete files you no longer need to free space',
      },
    ]);
    expect(await storedFiles(orderId)).toEqual([]);
  });

  it('the quota is the customer’s across orders and document kinds, and a replacement counts only its difference', async () => {
    const { token, id } = await customer('orders');
    const invoiceOrder = await insertOrder(t.db, id);
    const documentOrder = await insertOrder(t.db, id, 'PL', [
      { quantity: 1, amount: '1500.00', currency: 'EUR' },
    ]);
    const put = await upload(token, `/upload/${invoiceOrder}/invoice`, [
      { name: 'files[0]', filename: 'big.pdf', data: pdfOf(5 * MB) },
    ]);
    expect(put.statusCode).toBe(201);
    const refused = await upload(token, `/orders/documents/${documentOrder}`, [
      { name: 'kind', value: 'powers' },
      { name: 'files[0]', filename: 'powers.pdf', data: pdfOf(4 * MB) },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(violations(refused)[0]).toMatchObject({ property: 'documents' });
    expect(violations(refused)[0]!.message).toContain('powers.pdf');
    expect(await storedFiles(documentOrder)).toEqual([]);

    // Replacing the 5 MB file by another 5 MB one fits (its old bytes are freed), and the old object goes.
    const [file] = (put.json() as { items: { id: string }[] }).items;
    const replaced = await upload(token, `/upload/invoice/${file!.id}`, [
      { name: 'files[0]', filename: 'new.pdf', data: pdfOf(5 * MB) },
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: file!.id, originalFilename: 'new.pdf', size: 5 * MB });
    expect(await storedFiles(invoiceOrder)).toHaveLength(1);

    // 5 + 2 MB used: replacing the 2 MB file by 5 MB would make 10. Refused, the file stays as it was.
    const two = pdfOf(2 * MB);
    const other = await upload(token, `/upload/${invoiceOrder}/invoice`, [
      { name: 'files[0]', filename: 'two.pdf', data: two },
    ]);
    expect(other.statusCode).toBe(201);
    const [twoFile] = (other.json() as { items: { id: string }[] }).items;
    const overQuota = await upload(token, `/upload/invoice/${twoFile!.id}`, [
      { name: 'files[0]', filename: 'five.pdf', data: pdfOf(5 * MB) },
    ]);
    expect(overQuota.statusCode).toBe(422);
    expect(violations(overQuota)[0]!.message).toContain('five.pdf');
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/files/${twoFile!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.rawPayload.equals(two)).toBe(true);
    expect(await storedFiles(invoiceOrder)).toHaveLength(2);
  });

  it('two uploads at once that each fit but not both: one is taken, the other refused and deleted', async () => {
    const { token, id } = await customer('race');
    const orderId = await insertOrder(t.db, id);
    const [a, b] = await Promise.all([
      upload(token, `/upload/${orderId}/invoice`, [
        { name: 'files[0]', filename: 'a.pdf', data: pdfOf(5 * MB) },
      ]),
      upload(token, `/upload/${orderId}/invoice`, [
        { name: 'files[0]', filename: 'b.pdf', data: pdfOf(5 * MB) },
      ]),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect(await storedFiles(orderId)).toHaveLength(1);
  });
});
