// Issue 15 item 7 "Uploads": each customer has a storage quota (the size limits are in
// upload-limits.test.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { JPG, insertOrder, type Part } from './test-helpers.js';
import { MB, customerOf, pdfOf, storedFilesIn, uploadAs, violations } from './upload-test-support.js';

/** The quota of this file's app: above one 5 MB file, so the size limit is met first. */
const QUOTA = 8 * MB;

let t: TestApp;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'posylka-upload-quota-'));
  t = await createTestApp({ env: { STORAGE_DIR: dir, UPLOAD_QUOTA_BYTES_PER_CUSTOMER: String(QUOTA) } });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const customer = (name: string) => customerOf(t, name);
const storedFiles = (orderId: string) => storedFilesIn(dir, orderId);
const upload = (token: string, url: string, parts: Part[], locale = 'en') =>
  uploadAs(t, token, url, parts, locale);

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
