import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { startFakeS3, type FakeS3 } from '../../providers/storage/fake-s3-server.js';
import { PDF, insertOrder, multipart, userIdOf } from './test-helpers.js';

// "stored in the local folder or S3-compatible store": the same routes with STORAGE_DRIVER=s3.
const creds = {
  accessKeyId: 'POSYLKA',
  secretAccessKey: 'posylka-test-secret',
  region: 'eu-central-1',
  service: 's3',
};
let s3: FakeS3;
let t: TestApp;

beforeAll(async () => {
  s3 = await startFakeS3(creds);
  t = await createTestApp({
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.url,
      S3_BUCKET: 'posylka-files',
      S3_ACCESS_KEY_ID: creds.accessKeyId,
      S3_SECRET_ACCESS_KEY: creds.secretAccessKey,
      S3_REGION: creds.region,
    },
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('uploads on an S3-compatible store', () => {
  it('uploads, serves and removes through signed path-style requests', async () => {
    const { token } = await registerUser(t.app, 's3-files@example.com');
    const orderId = await insertOrder(t.db, await userIdOf(t.app, token));
    const headers = { authorization: `Bearer ${token}` };
    const body = multipart([{ name: 'files', filename: 'invoice.pdf', data: PDF }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${orderId}/invoice`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
    const [file] = (res.json() as { items: { id: string; url: string }[] }).items;
    const key = `/posylka-files/orders/${orderId}/${file!.id}`;
    expect(s3.objects.get(key)?.equals(PDF)).toBe(true);
    expect(s3.requests.at(-1)).toMatchObject({
      method: 'PUT',
      path: key,
      authorized: true,
      contentType: 'application/pdf',
    });

    const served = await t.app.inject({ method: 'GET', url: file!.url, headers });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);

    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/invoice/remove/${file!.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.requests.every((r) => r.authorized)).toBe(true);
  });

  it('a file over 5 MB is refused before anything reaches the bucket, with the files before it deleted', async () => {
    const { token } = await registerUser(t.app, 's3-oversize@example.com');
    const orderId = await insertOrder(t.db, await userIdOf(t.app, token));
    const huge = Buffer.alloc(MAX_FILE_BYTES + 1, 0x20);
    PDF.copy(huge);
    const body = multipart([
      { name: 'files[0]', filename: 'fine.pdf', data: PDF },
      { name: 'files[1]', filename: 'huge.pdf', data: huge },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${orderId}/invoice`,
      headers: { authorization: `Bearer ${token}`, 'x-locale': 'en', ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorDescription: 'File “huge.pdf” is too large: 5 MB at most' });
    const ofOrder = (path: string) => path.startsWith(`/posylka-files/orders/${orderId}/`);
    // The first file was stored and then deleted; the oversize one never reached the bucket.
    const sent = s3.requests.filter((r) => ofOrder(r.path));
    expect(sent.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(sent.at(-1)?.method).toBe('DELETE');
    expect([...s3.objects.keys()].filter(ofOrder)).toEqual([]);
  });
});
