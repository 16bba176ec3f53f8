import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { orderFiles } from '../../db/schema/index.js';
import { countOrderInvoices } from './index.js';
import { JPG, PDF, PNG, insertOrder, multipart, userIdOf, type Part } from './test-helpers.js';

let t: TestApp;
let dir: string;
let owner: string;
let stranger: string;
let ownerId: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'posylka-files-'));
  t = await createTestApp({ env: { STORAGE_DIR: dir } });
  owner = (await registerUser(t.app, 'files-owner@example.com')).token;
  stranger = (await registerUser(t.app, 'files-stranger@example.com')).token;
  ownerId = await userIdOf(t.app, owner);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const auth = (token: string, locale = 'en') => ({ authorization: `Bearer ${token}`, 'x-locale': locale });

function upload(token: string, url: string, parts: Part[], locale = 'en') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...auth(token, locale), ...body.headers },
    payload: body.payload,
  });
}
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth(token) });
const post = (token: string, url: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: auth(token) });

function violations(res: LightMyRequestResponse) {
  return (res.json() as { violations: { property: string; message: string }[] }).violations;
}

async function storedFiles(orderId: string): Promise<string[]> {
  try {
    return await readdir(join(dir, 'orders', orderId));
  } catch {
    return [];
  }
}

describe('POST /api/upload/{orderId}/invoice', () => {
  it('stores several files at once, typed by their bytes (a .pdf name with PNG bytes is a png)', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const res = await upload(owner, `/upload/${orderId}/invoice`, [
      { name: 'type', value: 'default_by_user' },
      { name: 'files[0]', filename: 'invoice.pdf', contentType: 'application/pdf', data: PNG },
      { name: 'files[1]', filename: 'receipt.jpg', contentType: 'image/jpeg', data: JPG },
      { name: 'files[2]', filename: 'Рахунок.pdf', contentType: 'application/pdf', data: PDF },
    ]);
    expect(res.statusCode).toBe(201);
    const items = (
      res.json() as {
        items: {
          id: string;
          type: string;
          mimeType: string;
          originalFilename: string;
          url: string;
          size: number;
        }[];
      }
    ).items;
    expect(items.map((i) => [i.originalFilename, i.type, i.mimeType])).toEqual([
      ['invoice.pdf', 'default_by_user', 'image/png'],
      ['receipt.jpg', 'default_by_user', 'image/jpeg'],
      ['Рахунок.pdf', 'default_by_user', 'application/pdf'],
    ]);
    expect(items[0]).toMatchObject({
      url: `/api/files/${items[0]!.id}`,
      size: PNG.length,
      isIncorrectDocument: false,
    });
    expect(await storedFiles(orderId)).toHaveLength(3);
    expect(await countOrderInvoices(t.db, orderId)).toBe(3);

    const list = await get(owner, `/orders/${orderId}/invoices`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as { items: unknown[] }).items).toHaveLength(3);
  });

  it('"Max 5 MB each": 5 MB + 1 byte is refused while streaming, 422 on invoices, nothing stored', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20);
    PDF.copy(big);
    const res = await upload(owner, `/upload/${orderId}/invoice`, [
      { name: 'files[0]', filename: 'ok.png', data: PNG },
      { name: 'files[1]', filename: 'huge.pdf', data: big },
    ]);
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([
      { property: 'invoices', message: 'File “huge.pdf” is too large: 5 MB at most' },
    ]);
    // The toast (errors.uploadedFiles) shows errorDescription: the file's own message.
    expect(res.json()).toMatchObject({ errorDescription: 'File “huge.pdf” is too large: 5 MB at most' });
    // Whole request refused: the good file is not kept either.
    expect(await storedFiles(orderId)).toEqual([]);
    expect(await countOrderInvoices(t.db, orderId)).toBe(0);
  });

  it('accepts exactly 5 MB', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const exact = Buffer.alloc(MAX_FILE_BYTES, 0x20);
    JPG.copy(exact);
    const res = await upload(owner, `/upload/${orderId}/invoice`, [
      { name: 'files[0]', filename: 'a.jpg', data: exact },
    ]);
    expect(res.statusCode).toBe(201);
  });

  it('"only images or pdf (alert lists jpg, png, pdf)": a text file named .jpg is refused by its content', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const res = await upload(
      owner,
      `/upload/${orderId}/invoice`,
      [
        {
          name: 'files[0]',
          filename: 'photo.jpg',
          contentType: 'image/jpeg',
          data: Buffer.from('just text, not a photo'),
        },
      ],
      'uk',
    );
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([
      {
        property: 'invoices',
        message: 'Файл «photo.jpg» має непідтримуваний формат. Дозволені: jpg, png, pdf',
      },
    ]);
    expect(await storedFiles(orderId)).toEqual([]);
  });

  it('"default max 10 files" per drop zone: an 11th file in one request or beyond the zone is refused', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `files[${i}]`,
      filename: `p${i}.png`,
      data: PNG,
    }));
    const res = await upload(owner, `/upload/${orderId}/invoice`, [
      { name: 'type', value: 'other' },
      ...eleven,
    ]);
    expect(res.statusCode).toBe(422);
    expect(violations(res)).toEqual([{ property: 'invoices', message: 'You can add at most 10 files' }]);

    const nine = eleven.slice(0, 9);
    expect(
      (await upload(owner, `/upload/${orderId}/invoice`, [{ name: 'type', value: 'other' }, ...nine]))
        .statusCode,
    ).toBe(201);
    const two = eleven.slice(0, 2);
    const over = await upload(owner, `/upload/${orderId}/invoice`, [
      { name: 'type', value: 'other' },
      ...two,
    ]);
    expect(over.statusCode).toBe(422);
    // Another type is another zone.
    expect(
      (await upload(owner, `/upload/${orderId}/invoice`, [{ name: 'type', value: 'bank_statement' }, ...two]))
        .statusCode,
    ).toBe(201);
  });

  it('refuses an unknown type on `type` and a request without files on `invoices`', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const bad = await upload(owner, `/upload/${orderId}/invoice`, [
      { name: 'type', value: 'selfie' },
      { name: 'files[0]', filename: 'a.png', data: PNG },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(violations(bad)[0]?.property).toBe('type');
    const none = await upload(owner, `/upload/${orderId}/invoice`, [{ name: 'type', value: 'default' }]);
    expect(none.statusCode).toBe(422);
    expect(violations(none)).toEqual([{ property: 'invoices', message: 'Please upload a file' }]);
    expect(await storedFiles(orderId)).toEqual([]);
  });

  it("another customer's order, an unknown id and a malformed id answer 404; no session answers 401", async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const file = [{ name: 'files[0]', filename: 'a.png', data: PNG }];
    expect((await upload(stranger, `/upload/${orderId}/invoice`, file)).statusCode).toBe(404);
    expect(
      (await upload(owner, `/upload/00000000-0000-4000-8000-000000000000/invoice`, file)).statusCode,
    ).toBe(404);
    expect((await upload(owner, `/upload/not-a-uuid/invoice`, file)).statusCode).toBe(404);
    expect((await get(stranger, `/orders/${orderId}/invoices`)).statusCode).toBe(404);
    expect((await get(stranger, `/orders/documents/${orderId}`)).statusCode).toBe(404);
    const body = multipart(file);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${orderId}/invoice`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedFiles(orderId)).toEqual([]);
  });
});

describe('files: serve, replace, remove', () => {
  it('serves the bytes to the owner only, with safe headers', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const res = await upload(owner, `/upload/${orderId}/invoice`, [
      { name: 'files[0]', filename: 'Рахунок №1.pdf', data: PDF },
    ]);
    const [file] = (res.json() as { items: { id: string; url: string }[] }).items;
    const served = await t.app.inject({ method: 'GET', url: file!.url, headers: auth(owner) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'cache-control': 'private, max-age=0',
      'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent('Рахунок №1.pdf')}`,
    });
    expect((await t.app.inject({ method: 'GET', url: file!.url, headers: auth(stranger) })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: file!.url })).statusCode).toBe(401);
    expect((await get(owner, '/files/not-a-uuid')).statusCode).toBe(404);
  });

  it('replaces the bytes of a file, keeping its id and type; checks the new file like any upload', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const res = await upload(owner, `/upload/${orderId}/invoice`, [
      { name: 'type', value: 'bank_statement' },
      { name: 'files[0]', filename: 'old.png', data: PNG },
    ]);
    const [file] = (res.json() as { items: { id: string }[] }).items;
    await t.db.update(orderFiles).set({ isIncorrectDocument: true }).where(eq(orderFiles.id, file!.id));

    const replaced = await upload(owner, `/upload/invoice/${file!.id}`, [
      { name: 'files[0]', filename: 'new.pdf', data: PDF },
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: file!.id,
      type: 'bank_statement',
      originalFilename: 'new.pdf',
      mimeType: 'application/pdf',
      isIncorrectDocument: false,
    });
    const served = await get(owner, `/files/${file!.id}`);
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const wrong = await upload(owner, `/upload/invoice/${file!.id}`, [
      { name: 'files[0]', filename: 'x.pdf', data: Buffer.from('nope') },
    ]);
    expect(wrong.statusCode).toBe(422);
    expect((await get(owner, `/files/${file!.id}`)).rawPayload.equals(PDF)).toBe(true);
    expect(
      (
        await upload(stranger, `/upload/invoice/${file!.id}`, [
          { name: 'files[0]', filename: 'n.pdf', data: PDF },
        ])
      ).statusCode,
    ).toBe(404);
  });

  it('removes a file from the list and from the storage; only its owner can', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    const res = await upload(owner, `/upload/${orderId}/invoice`, [
      { name: 'files[0]', filename: 'a.png', data: PNG },
      { name: 'files[1]', filename: 'b.png', data: PNG },
    ]);
    const [a, b] = (res.json() as { items: { id: string }[] }).items;
    expect((await post(stranger, `/orders/invoice/remove/${a!.id}`)).statusCode).toBe(404);
    const removed = await post(owner, `/orders/invoice/remove/${a!.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await storedFiles(orderId)).toEqual([b!.id]);
    expect((await get(owner, `/files/${a!.id}`)).statusCode).toBe(404);
    expect((await post(owner, `/orders/invoice/remove/${a!.id}`)).statusCode).toBe(404);
    const list = await get(owner, `/orders/${orderId}/invoices`);
    expect((list.json() as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([b!.id]);
  });
});

describe('GET|POST /api/orders/documents/{id}: "export documents above 1000 EUR; Poland: statement, powers, power-of-attorney letter"', () => {
  it('a PL order over 1000 EUR needs statement, powers and power_attorney', async () => {
    const orderId = await insertOrder(t.db, ownerId, 'PL', [
      { quantity: 2, amount: '600.00', currency: 'EUR' },
    ]);
    const res = await get(owner, `/orders/documents/${orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ required: ['statement', 'powers', 'power_attorney'], items: [] });
  });

  it('a PL order of exactly 1000 EUR and a DE order over 1000 EUR need none (only listed countries, strictly above)', async () => {
    const pl = await insertOrder(t.db, ownerId, 'PL', [{ quantity: 1, amount: '1000.00', currency: 'EUR' }]);
    expect((await get(owner, `/orders/documents/${pl}`)).json()).toEqual({ required: [], items: [] });
    const de = await insertOrder(t.db, ownerId, 'DE', [{ quantity: 3, amount: '900.00', currency: 'EUR' }]);
    expect((await get(owner, `/orders/documents/${de}`)).json()).toEqual({ required: [], items: [] });
  });

  it('uploads a document of a kind and lists it; an unknown kind is refused on `kind`', async () => {
    const orderId = await insertOrder(t.db, ownerId, 'PL', [
      { quantity: 1, amount: '1500.00', currency: 'EUR' },
    ]);
    const res = await upload(owner, `/orders/documents/${orderId}`, [
      { name: 'kind', value: 'powers' },
      { name: 'files[0]', filename: 'powers.pdf', data: PDF },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'powers', mimeType: 'application/pdf' });
    const docs = (await get(owner, `/orders/documents/${orderId}`)).json() as { items: { type: string }[] };
    expect(docs.items.map((i) => i.type)).toEqual(['powers']);
    // Documents are not invoices.
    expect(await countOrderInvoices(t.db, orderId)).toBe(0);
    const bad = await upload(owner, `/orders/documents/${orderId}`, [
      { name: 'kind', value: 'passport' },
      { name: 'files[0]', filename: 'p.pdf', data: PDF },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(violations(bad)[0]?.property).toBe('kind');
    expect(
      (
        await upload(stranger, `/orders/documents/${orderId}`, [
          { name: 'kind', value: 'powers' },
          { name: 'files[0]', filename: 'p.pdf', data: PDF },
        ])
      ).statusCode,
    ).toBe(404);
  });
});
