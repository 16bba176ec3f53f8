// Documents close when the parcel leaves the warehouse (domain canAddDocuments; SPEC §9 "Export
// documents above 1000 EUR may be added later but before status received at warehouse, otherwise the
// shipment is held": a held parcel still takes them). The page hides the upload zones by the same rule.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { orders } from '../../db/schema/index.js';
import { PNG, insertOrder, multipart, userIdOf } from './test-helpers.js';

let t: TestApp;
let dir: string;
let owner: string;
let ownerId: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'posylka-closed-'));
  t = await createTestApp({ env: { STORAGE_DIR: dir } });
  owner = (await registerUser(t.app, 'closed-owner@example.com')).token;
  ownerId = await userIdOf(t.app, owner);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const headers = (locale: string) => ({ authorization: `Bearer ${owner}`, 'x-locale': locale });

function uploadInvoice(orderId: string, locale = 'en') {
  const body = multipart([{ name: 'files[0]', filename: 'invoice.png', data: PNG }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/upload/${orderId}/invoice`,
    headers: { ...headers(locale), ...body.headers },
    payload: body.payload,
  });
}
const setState = (orderId: string, shipmentState: string) =>
  t.db.update(orders).set({ shipmentState }).where(eq(orders.id, orderId));

describe('uploads follow the shipment state', () => {
  it('a parcel held at the warehouse still takes invoices; a dispatched one refuses them (409)', async () => {
    const orderId = await insertOrder(t.db, ownerId);
    await setState(orderId, 'delayed');
    const held = await uploadInvoice(orderId);
    expect(held.statusCode, held.body).toBe(201);
    const [file] = (held.json() as { items: { id: string }[] }).items;

    await setState(orderId, 'dispatched');
    const refused = await uploadInvoice(orderId, 'uk');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorDescription).toBe(
      'Посилка вже залишила склад: документи до неї більше не додаються і не змінюються.',
    );
    // Nor can the stored one be removed; it is still listed and served.
    const remove = await t.app.inject({
      method: 'POST',
      url: `/api/orders/invoice/remove/${file!.id}`,
      headers: headers('en'),
    });
    expect(remove.statusCode).toBe(409);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/invoices`,
      headers: headers('en'),
    });
    expect((list.json() as { items: { id: string }[] }).items.map((i) => i.id)).toEqual([file!.id]);
  });

  it('an export document is refused once the parcel has left', async () => {
    const orderId = await insertOrder(t.db, ownerId, 'PL', [
      { quantity: 1, amount: '1500.00', currency: 'EUR' },
    ]);
    await setState(orderId, 'in_transit');
    const body = multipart([
      { name: 'kind', value: 'powers' },
      { name: 'files[0]', filename: 'powers.png', data: PNG },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/documents/${orderId}`,
      headers: { ...headers('en'), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(409);
  });
});
