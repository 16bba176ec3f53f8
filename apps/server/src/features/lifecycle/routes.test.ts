// The customer's routes of the parcel's life: the shipment block of GET /orders/{id}, pause and
// release, continue-delivery, completing a warehouse-created parcel, warehouse photos, the orders list
// (status, tabs, counters, delete rule) and the orders#{uid} realtime channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { openSocket } from '../../realtime/test-client.js';
import { companies, orderPhotos, orders, userAddresses, users } from '../../db/schema/index.js';
import { applyShipmentEvent } from './apply.js';
import {
  caller,
  depsOf,
  insertParcel,
  newPerson,
  orderRow,
  timelineOf,
  type Person,
} from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let owner: Person;
let stranger: Person;
let operator: Person;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  call = caller(t);
  owner = await newPerson(t, 'routes-owner');
  stranger = await newPerson(t, 'routes-stranger');
  operator = await newPerson(t, 'routes-operator', 'operator');
});
afterAll(() => t.close());

const op = () => ({ kind: 'operator' as const, userId: operator.id });

describe('GET /api/orders/{id}: the shipment block', () => {
  it('shows the state, timeline, measures, cost, expected bonuses, storage deadline and actions', async () => {
    const parcel = await insertParcel(t, owner, 'declared');
    const at = new Date('2026-05-04T09:00:00Z');
    await applyShipmentEvent(
      depsOf(t, () => at),
      {
        orderId: parcel.id,
        event: 'receive',
        actor: op(),
        data: { weightKg: '1.2', lengthCm: '30', widthCm: '20', heightCm: '10' },
      },
    );
    const res = await call(owner, 'GET', `/orders/${parcel.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shipment).toEqual({
      state: 'at_warehouse',
      listStatus: 'at_warehouse',
      timeline: [{ state: 'at_warehouse', event: 'receive', at: '2026-05-04T09:00:00.000Z' }],
      receivedAt: '2026-05-04T09:00:00.000Z',
      // Auto-dispatch 14 calendar days after receipt.
      storageUntil: '2026-05-18T09:00:00.000Z',
      weightKg: '1.200',
      dimensions: { lengthCm: '30.0', widthCm: '20.0', heightCm: '10.0' },
      warehouseId: 'us-de',
      waybillNumber: null,
      deliveryCost: { amount: '21.00', currency: 'USD' },
      bonuses: { amount: '15.00', currency: 'UAH' },
      bonusesCredited: false,
      // 21 USD at 36.5686 = 767.94; handling fee 2 USD = 73.14; guarantee 1 per cent of 40 USD = 14.63.
      charges: {
        deliveryUah: { amount: '767.94', currency: 'UAH' },
        promoDiscount: { amount: '0.00', currency: 'UAH' },
        bonusesUsed: { amount: '0.00', currency: 'UAH' },
        bonusesSpent: false,
        deliveryToPay: { amount: '767.94', currency: 'UAH' },
        servicesUah: { amount: '0.00', currency: 'UAH' },
        handlingFeeUah: { amount: '73.14', currency: 'UAH' },
        guaranteeUah: { amount: '14.63', currency: 'UAH' },
        insuranceUah: { amount: '0.00', currency: 'UAH' },
        customsUah: { amount: '0.00', currency: 'UAH' },
        totalToPay: { amount: '855.71', currency: 'UAH' },
      },
      photos: [],
      restrictedNote: null,
      consolidationId: null,
      canPause: true,
      canRelease: false,
      canContinueDelivery: false,
      pausedOnce: false,
      // Issue 13: nothing holds it, and the customer may ask it to leave now.
      holdReasons: [],
      holdActions: [],
      canSendNow: true,
      dispatchRequestedAt: null,
    });
  });

  it('a declared parcel: no deadline, no measures, nothing to do yet', async () => {
    const parcel = await insertParcel(t, owner, 'declared', {
      isCheckoutCompleted: false,
      checkoutState: 'new',
    });
    const shipment = (await call(owner, 'GET', `/orders/${parcel.id}`)).json().shipment;
    expect(shipment).toMatchObject({
      state: 'declared',
      listStatus: 'draft',
      timeline: [],
      storageUntil: null,
      weightKg: null,
      deliveryCost: null,
      bonuses: null,
      canPause: false,
    });
  });

  it('another customer’s parcel answers 404', async () => {
    const parcel = await insertParcel(t, owner, 'at_warehouse');
    expect((await call(stranger, 'GET', `/orders/${parcel.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/orders/{id}/pause and /release', () => {
  it('pauses once, releases, then refuses a second pause with the domain’s words (409)', async () => {
    const parcel = await insertParcel(t, owner, 'at_warehouse', { receivedAt: new Date() });
    const paused = await call(owner, 'POST', `/orders/${parcel.id}/pause`);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      state: 'paused',
      canPause: false,
      canRelease: true,
      pausedOnce: true,
      listStatus: 'paused',
    });
    expect(paused.json().storageUntil).toEqual(expect.any(String));
    // A paused parcel is blocked: the declaration cannot be saved until released.
    expect((await orderRow(t, parcel.id)).isBlocked).toBe(true);

    const released = await call(owner, 'POST', `/orders/${parcel.id}/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ state: 'at_warehouse', canPause: false, canRelease: false });

    const again = await call(owner, 'POST', `/orders/${parcel.id}/pause`, undefined, 'uk');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errorDescription: 'Посилку можна призупинити лише один раз' });
    const release = await call(owner, 'POST', `/orders/${parcel.id}/release`);
    expect(release.statusCode).toBe(409);
    expect(release.json().errorDescription).toBe(
      'This action is not possible for the parcel in its current status',
    );
  });

  it('404 for another customer’s or an unknown parcel, 401 without a session', async () => {
    const parcel = await insertParcel(t, owner, 'at_warehouse');
    expect((await call(stranger, 'POST', `/orders/${parcel.id}/pause`)).statusCode).toBe(404);
    expect((await call(owner, 'POST', '/orders/not-a-uuid/pause')).statusCode).toBe(404);
    expect((await call(null, 'POST', `/orders/${parcel.id}/release`)).statusCode).toBe(401);
    expect((await orderRow(t, parcel.id)).shipmentState).toBe('at_warehouse');
  });
});

describe('POST /api/orders/unblock/{id}: continue delivery', () => {
  it('unblocks a delayed parcel through the lifecycle and answers the order with its shipment', async () => {
    const parcel = await insertParcel(t, owner, 'delayed', { isBlocked: true });
    const res = await call(owner, 'POST', `/orders/unblock/${parcel.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      states: { isBlocked: false },
      shipment: { state: 'at_warehouse', canContinueDelivery: false },
    });
    expect((await timelineOf(t, parcel.id)).map((e) => [e.event, e.actor])).toEqual([
      ['unblock', 'customer'],
    ]);
  });

  it('releases a paused parcel; 409 for a parcel that is not held', async () => {
    const paused = await insertParcel(t, owner, 'paused', { isBlocked: true, pausedOnce: true });
    const res = await call(owner, 'POST', `/orders/unblock/${paused.id}`);
    expect(res.json()).toMatchObject({ shipment: { state: 'at_warehouse' }, states: { isBlocked: false } });
    const moving = await insertParcel(t, owner, 'in_transit');
    expect((await call(owner, 'POST', `/orders/unblock/${moving.id}`)).statusCode).toBe(409);
    expect((await call(stranger, 'POST', `/orders/unblock/${paused.id}`)).statusCode).toBe(404);
  });
});

describe('completing a parcel the warehouse received without a declaration', () => {
  it('applies `register`: unregistered -> at_warehouse by the customer', async () => {
    const customer = await newPerson(t, 'routes-register');
    const phone = '380671230001';
    await t.db
      .update(users)
      .set({ phoneNumber: phone, phoneVerifiedAt: new Date() })
      .where(eq(users.id, customer.id));
    const [address] = await t.db
      .insert(userAddresses)
      .values({
        userId: customer.id,
        type: 'department',
        cityRef: 'db5c88f5-391c-11dd-90d9-001a92567626',
        cityName: 'Львів, Львівська обл.',
        warehouseRef: '1ec09d2e-e1c2-11e3-8c4a-0050568002cf',
        warehouseNumber: '1',
        warehouseDescription: 'Відділення №1: вул. Городоцька, 359',
        zip: '00001',
        fullAddress: 'Львів, Відділення №1',
      })
      .returning();
    const [company] = await t.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.countryCode, 'US'))
      .orderBy(asc(companies.sortOrder))
      .limit(1);
    const body = {
      country: 'US',
      company: company!.id,
      number: `LB${Date.now().toString(36).toUpperCase()}REG`,
      receivedTrackNumber: true,
      items: [
        {
          categoryId: 1,
          name: 'Cotton T-shirt',
          quantity: 2,
          unitPrice: { amount: '30.00', currency: 'USD' },
        },
      ],
      consigneeAddress: address!.id,
      phoneNumber: phone,
    };
    const draft = await call(customer, 'POST', '/orders/draft', body);
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id as string;
    // What the console's receive does for a parcel with only the customer's code on its label.
    await t.db.update(orders).set({ isCreatedByWarehouse: true }).where(eq(orders.id, id));
    await applyShipmentEvent(depsOf(t), { orderId: id, event: 'receive_unregistered', actor: op() });

    const done = await call(customer, 'POST', `/orders/complete/${id}`, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().states.isCheckoutCompleted).toBe(true);
    expect((await orderRow(t, id)).shipmentState).toBe('at_warehouse');
    expect((await timelineOf(t, id)).map((e) => [e.event, e.actor])).toEqual([
      ['receive_unregistered', 'operator'],
      ['register', 'customer'],
    ]);
  });
});

describe('GET /api/orders/{id}/photos/{photoId}', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('serves the bytes to the owner and operators, 404 to anyone else; listed on the shipment', async () => {
    const parcel = await insertParcel(t, owner, 'at_warehouse');
    const key = `orders/${parcel.id}/photo-1`;
    await t.app.storage.put(key, PNG, { contentType: 'image/png' });
    const [photo] = await t.db
      .insert(orderPhotos)
      .values({
        orderId: parcel.id,
        storageKey: key,
        mimeType: 'image/png',
        size: PNG.length,
        uploadedBy: operator.id,
      })
      .returning();
    const url = `/orders/${parcel.id}/photos/${photo!.id}`;

    const shipment = (await call(owner, 'GET', `/orders/${parcel.id}`)).json().shipment;
    expect(shipment.photos).toEqual([{ id: photo!.id, url: `/api${url}` }]);

    const served = await call(owner, 'GET', url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect((await call(operator, 'GET', url)).statusCode).toBe(200);

    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    const other = await insertParcel(t, owner, 'at_warehouse');
    // A photo id under another parcel of the same customer is not that parcel's photo.
    expect((await call(owner, 'GET', `/orders/${other.id}/photos/${photo!.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/orders/${parcel.id}/photos/nope`)).statusCode).toBe(404);
  });
});

describe('GET /api/orders: status, tabs and counters from the shipment state', () => {
  it('counts consolidated and received parcels in their own tabs and the rest in process', async () => {
    const customer = await newPerson(t, 'routes-list');
    const draft = await insertParcel(t, customer, 'declared', {
      isCheckoutCompleted: false,
      checkoutState: 'new',
    });
    const atWarehouse = await insertParcel(t, customer, 'at_warehouse');
    const consolidated = await insertParcel(t, customer, 'consolidated');
    const received = await insertParcel(t, customer, 'received');
    await insertParcel(t, customer, 'received', { archivedAt: new Date() });

    const list = async (filter: string) => (await call(customer, 'GET', `/orders?filter=${filter}`)).json();
    const all = await list('all');
    expect(all).toMatchObject({
      numberOfProcessOrders: 2,
      numberOfConsolidatedOrders: 1,
      numberOfReceivedOrders: 1,
      numberOfArchivedOrders: 1,
      numberOfOrders: 5,
    });
    const status = Object.fromEntries(
      (all.items as { id: string; status: string }[]).map((card) => [card.id, card.status]),
    );
    expect(status[draft.id]).toBe('draft');
    expect(status[atWarehouse.id]).toBe('at_warehouse');
    expect(status[received.id]).toBe('received');
    const ids = (body: { items: { id: string }[] }) => body.items.map((card) => card.id).sort();
    expect(ids(await list('process'))).toEqual([draft.id, atWarehouse.id].sort());
    expect(ids(await list('consolidated'))).toEqual([consolidated.id]);
    expect(ids(await list('received'))).toEqual([received.id]);
  });

  it('only a declared parcel not created by the warehouse can be deleted', async () => {
    const customer = await newPerson(t, 'routes-delete');
    const declared = await insertParcel(t, customer, 'declared');
    const arrived = await insertParcel(t, customer, 'at_warehouse');
    const cards = (await call(customer, 'GET', '/orders?filter=all')).json().items as {
      id: string;
      canDelete: boolean;
    }[];
    expect(cards.find((c) => c.id === declared.id)?.canDelete).toBe(true);
    expect(cards.find((c) => c.id === arrived.id)?.canDelete).toBe(false);
    expect((await call(customer, 'POST', `/orders/delete/${arrived.id}`)).statusCode).toBe(409);
    expect((await call(customer, 'POST', `/orders/delete/${declared.id}`)).statusCode).toBe(204);
  });
});

describe('realtime orders#{uid}', () => {
  it('a subscribed customer hears of the change without reloading; others may not subscribe', async () => {
    const creds = async (who: Person) =>
      (await call(who, 'GET', '/app-centrifugo/web-socket-credentials')).json() as {
        uid: string;
        token: string;
      };
    const mine = await creds(owner);
    const client = await openSocket(t.app);
    expect(await client.connect(mine.token)).toMatchObject({ ok: true });
    expect(await client.subscribe(`orders#${owner.id}`)).toMatchObject({ ok: true });
    expect(await client.subscribe(`orders#${stranger.id}`)).toMatchObject({ error: 'forbidden' });

    const parcel = await insertParcel(t, owner, 'customs');
    await applyShipmentEvent(depsOf(t), { orderId: parcel.id, event: 'arrive', actor: op() });
    const message = await client.waitFor((m) => 'channel' in m);
    expect(message).toMatchObject({
      channel: `orders#${owner.id}`,
      data: { orderId: parcel.id, state: 'arrived' },
    });
    client.close();
  });
});
