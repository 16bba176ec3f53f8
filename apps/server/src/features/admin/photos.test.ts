import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_PHOTO_MAX_BYTES } from '@posylka/domain';
import type { AdminParcelDetail, AdminPhoto } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { auditLog } from '../../db/schema/index.js';
import { caller, customer, declaredParcel, staff, violations, type Who } from './test-helpers.js';

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const PDF = Buffer.from('%PDF-1.7\n%%EOF\n', 'latin1');

type FilePart = { filename: string; contentType: string; data: Buffer };

function multipart(files: FilePart[]) {
  const boundary = `----posylka${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

let t: TestApp;
let dir: string;
let operator: Who;
let owner: Who;
let parcelId: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'posylka-photos-'));
  t = await createTestApp({ env: { STORAGE_DIR: dir } });
  operator = await staff(t, 'operator');
  owner = await customer(t, 'photos-owner');
  parcelId = (await declaredParcel(t, owner.id)).id;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

function upload(id: string, files: FilePart[], who: Who = operator) {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/parcels/${id}/photos`,
    headers: { authorization: `Bearer ${who.token}`, 'x-locale': 'en', 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function storedPhotos(id: string): Promise<string[]> {
  try {
    return await readdir(join(dir, 'parcels', id, 'photos'));
  } catch {
    return [];
  }
}

describe('POST /admin/parcels/{id}/photos', () => {
  it('stores jpeg, png and webp judged by their bytes (a .jpg name with PNG bytes is a png)', async () => {
    const res = await upload(parcelId, [
      { filename: 'top.jpg', contentType: 'image/jpeg', data: PNG },
      { filename: 'side.jpeg', contentType: 'image/jpeg', data: JPEG },
      { filename: 'label.webp', contentType: 'application/octet-stream', data: WEBP },
    ]);
    expect(res.statusCode).toBe(201);
    const items = (res.json() as { items: AdminPhoto[] }).items;
    expect(items.map((photo) => photo.mimeType)).toEqual(['image/png', 'image/jpeg', 'image/webp']);
    expect(items[0]).toMatchObject({ size: PNG.length, uploadedBy: 'operator@posylka.test' });
    expect(await storedPhotos(parcelId)).toHaveLength(3);

    // The operator reads the bytes back with the sniffed type and safe headers.
    const served = await t.app.inject({
      method: 'GET',
      url: items[2]!.url,
      headers: { authorization: `Bearer ${operator.token}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(WEBP)).toBe(true);

    // The parcel page lists them; the audit keeps who added what.
    const page = (await caller(t)(operator, 'GET', `/admin/parcels/${parcelId}`)).json() as AdminParcelDetail;
    expect(page.photos.map((photo) => photo.id)).toEqual(items.map((photo) => photo.id));
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, parcelId), eq(auditLog.action, 'parcel.photo')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: operator.id, before: null });
    expect((audit[0]!.after as { photos: unknown[] }).photos).toHaveLength(3);

    // The customer who owns the parcel sees them through the cabinet's owner-only route.
    const ownerView = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${parcelId}/photos/${items[0]!.id}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(ownerView.statusCode).toBe(200);
    expect(ownerView.rawPayload.equals(PNG)).toBe(true);
  });

  it('an open parcel page hears of new photos on orders#{uid}, without an alert or e-mail', async () => {
    const heard: unknown[] = [];
    const stop = await t.app.realtime.subscribe(`orders#${owner.id}`, (data) => heard.push(data));
    try {
      const res = await upload(parcelId, [{ filename: 'top.png', contentType: 'image/png', data: PNG }]);
      expect(res.statusCode).toBe(201);
      expect(heard).toEqual([expect.objectContaining({ orderId: parcelId, state: 'declared' })]);
    } finally {
      await stop();
    }
  });

  it('refuses the whole upload, naming each bad file: not an image by content, or over 5 MB', async () => {
    const id = (await declaredParcel(t, owner.id)).id;
    const tooBig = Buffer.concat([JPEG, Buffer.alloc(PARCEL_PHOTO_MAX_BYTES)]);
    const res = await upload(id, [
      { filename: 'fine.png', contentType: 'image/png', data: PNG },
      { filename: 'anim.gif', contentType: 'image/gif', data: GIF },
      { filename: 'scan.png', contentType: 'image/png', data: PDF },
      { filename: 'huge.jpg', contentType: 'image/jpeg', data: tooBig },
    ]);
    expect(res.statusCode).toBe(422);
    const messages = (res.json() as { violations: { property: string; message: string }[] }).violations;
    expect(messages.map((v) => v.property)).toEqual(['photos', 'photos', 'photos']);
    expect(messages[0]!.message).toContain('anim.gif');
    expect(messages[0]!.message).toContain('jpeg, png, webp');
    expect(messages[1]!.message).toContain('scan.png');
    expect(messages[2]!.message).toContain('huge.jpg');
    expect(await storedPhotos(id)).toEqual([]);
  });

  it('accepts a photo of exactly 5 MB', async () => {
    const id = (await declaredParcel(t, owner.id)).id;
    const exact = Buffer.concat([JPEG, Buffer.alloc(PARCEL_PHOTO_MAX_BYTES - JPEG.length)]);
    const res = await upload(id, [{ filename: 'exact.jpg', contentType: 'image/jpeg', data: exact }]);
    expect(res.statusCode).toBe(201);
  });

  it('422 without any file, 404 for an unknown parcel, 403 for the owner (a customer)', async () => {
    const empty = await upload(parcelId, []);
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(violations(empty))).toEqual(['photos']);
    expect(
      (await upload(randomUUID(), [{ filename: 'a.png', contentType: 'image/png', data: PNG }])).statusCode,
    ).toBe(404);
    const asOwner = await upload(
      parcelId,
      [{ filename: 'a.png', contentType: 'image/png', data: PNG }],
      owner,
    );
    expect(asOwner.statusCode).toBe(403);
  });

  it('404 for a photo of another parcel or an unknown photo id', async () => {
    const other = (await declaredParcel(t, owner.id)).id;
    const [photo] = (
      (await upload(parcelId, [{ filename: 'a.png', contentType: 'image/png', data: PNG }])).json() as {
        items: AdminPhoto[];
      }
    ).items;
    const get = (url: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${operator.token}` },
      });
    expect((await get(`/admin/parcels/${other}/photos/${photo!.id}`)).statusCode).toBe(404);
    expect((await get(`/admin/parcels/${parcelId}/photos/${randomUUID()}`)).statusCode).toBe(404);
  });
});
