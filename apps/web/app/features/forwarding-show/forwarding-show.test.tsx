// SPEC §2 "Forwarding detail page: head with express waybill and track number, status tracking,
// delivery calculation, address with map and schedule, photos, paused state, export documents,
// documents, restricted goods. Actions: back, edit, delete, add or edit the password code."
import type { MeResponse } from '@posylka/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-realtime.js';
import { ForwardingShowPage } from './forwarding-show.js';
import { ORDER_ID, PHOTO_1, PHOTO_2, testOrder, testShipment } from './test-order.js';

type Call = { url: URL; init: RequestInit; body: unknown };
type Handler = (call: Call) => Response | undefined;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const UID = '5a4d7f0e-3a5b-4c1e-9a39-0a4f1b7e2c11';
const CITY = 'city-ref-kyiv';
const BRANCH = 'branch-ref-1';

/** The address book and the directory answer for the order's branch; `handler` answers the rest. */
function stubApi(handler: Handler = () => undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call = {
        url: new URL(input, 'http://localhost'),
        init,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const own = handler(call);
      if (own) return own;
      if (call.url.pathname.startsWith('/api/personal/addresses/'))
        return json({
          id: '7c6b5a49-3827-4160-9f5e-4d3c2b1a0f9e',
          warehouseType: 'department',
          city: { ref: CITY, fullName: 'Київ' },
          warehouse: { ref: BRANCH, number: '1', description: 'Відділення №1' },
        });
      if (call.url.pathname === '/api/dictionary/warehouse')
        return json([
          {
            ref: BRANCH,
            number: '1',
            type: 'department',
            name: 'Відділення №1: вул. Пирогівський шлях, 135',
            shortAddress: 'Київ, Пирогівський шлях, 135',
            schedule: [
              { day: 'Monday', hours: '08:00-21:00' },
              { day: 'Sunday', hours: '-' },
            ],
            coordinates: { latitude: 50.3667, longitude: 30.5378 },
            maxWeightKg: 30,
            dimensions: null,
            postalCode: null,
          },
        ]);
      return json({ errorDescription: 'Щось пішло не так' }, 500);
    }),
  );
  return calls;
}

const user = { id: UID, email: 'demo@posylka.test' } as MeResponse;

async function renderShow(order = testOrder(), uid: string | null = null) {
  renderPage(() => <ForwardingShowPage data={{ order }} uid={uid} />, {
    path: `/forwarding/show/${order.id}`,
    pattern: 'forwarding/show/:id',
    user,
    extra: [{ path: 'orders', Component: () => <h1>Мої замовлення</h1> }],
  });
  await screen.findByRole('heading', { level: 1, name: `Посилка ${order.number}` });
}

const step = (state: string) => document.querySelector(`[data-step="${state}"]`)!;

describe('forwarding detail page /forwarding/show/{id}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('head: back and breadcrumbs to /orders, the state, the track number and the express waybill', async () => {
    stubApi();
    await renderShow(
      testOrder({
        shipment: testShipment({
          state: 'handed_to_np',
          listStatus: 'handed_to_np',
          waybillNumber: '20450012345678',
        }),
      }),
    );
    const crumbs = screen.getByRole('navigation', { name: 'Навігація' });
    expect(within(crumbs).getByRole('link', { name: 'Мої замовлення' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('link', { name: /До моїх замовлень/ }).getAttribute('href')).toBe('/orders');
    expect(document.querySelector('[data-state="handed_to_np"]')?.textContent).toBe('Передано Новій пошті');
    expect(screen.getByText('TBA123456789000')).toBeTruthy();
    const waybill = screen.getByRole('link', { name: '20450012345678' });
    expect(waybill.getAttribute('href')).toBe('https://novaposhta.ua/tracking/?cargo_number=20450012345678');
    // A parcel on its way can no longer be edited.
    expect(screen.queryByRole('link', { name: 'Редагувати' })).toBeNull();
  });

  it('before the handover the waybill says when it appears', async () => {
    stubApi();
    await renderShow();
    expect(screen.getByText('з’явиться, коли передамо посилку Новій пошті')).toBeTruthy();
  });

  it('status tracking: passed steps with their dates, the current step, the steps ahead and the history', async () => {
    stubApi();
    await renderShow(
      testOrder({
        shipment: testShipment({
          state: 'in_transit',
          listStatus: 'in_transit',
          canPause: false,
          timeline: [
            { state: 'at_warehouse', event: 'receive', at: '2026-11-25T09:30:00.000Z' },
            { state: 'dispatched', event: 'dispatch', at: '2026-11-27T12:00:00.000Z' },
            { state: 'in_transit', event: 'depart', at: '2026-11-28T06:00:00.000Z' },
          ],
        }),
      }),
    );
    expect(step('declared').className).toContain('--done');
    expect(step('declared').querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T10:05:00.000Z');
    expect(step('at_warehouse').className).toContain('--done');
    expect(step('dispatched').querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-27T12:00:00.000Z',
    );
    expect(step('in_transit').getAttribute('aria-current')).toBe('step');
    expect(step('customs').className).toContain('--upcoming');
    expect(step('customs').querySelector('time')).toBeNull();
    expect(screen.getByText('Історія: 3 події')).toBeTruthy();
    const history = [...document.querySelectorAll('.fw-show-timeline__history li span')].map(
      (s) => s.textContent,
    );
    expect(history).toEqual([
      'Посилка в дорозі до України',
      'Посилку відправлено зі складу',
      'Посилку прийнято на складі та зважено',
    ]);
  });

  it('paused state: the badge on the warehouse step, the automatic release date and "release"', async () => {
    const calls = stubApi((call) =>
      call.url.pathname === `/api/orders/${ORDER_ID}/release`
        ? json(testShipment({ pausedOnce: true, canPause: false }))
        : call.url.pathname === `/api/orders/${ORDER_ID}`
          ? json(testOrder({ shipment: testShipment({ pausedOnce: true, canPause: false }) }))
          : undefined,
    );
    await renderShow(
      testOrder({
        shipment: testShipment({
          state: 'paused',
          listStatus: 'paused',
          pausedOnce: true,
          canPause: false,
          canRelease: true,
          storageUntil: '2026-12-10T10:00:00.000Z',
        }),
      }),
    );
    expect(step('at_warehouse').getAttribute('aria-current')).toBe('step');
    expect(step('at_warehouse').querySelector('.fw-show-badge')?.textContent).toBe('Призупинено');
    expect(screen.getByRole('heading', { name: 'Посилку призупинено' })).toBeTruthy();
    expect(screen.getByText(/Автоматично знімемо посилку з паузи: 10 груд\.? 2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Призупинити посилку' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Зняти з паузи' }));
    expect(await screen.findByText('Посилку знято з паузи.')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/release'))?.init.method).toBe('POST');
    expect(await screen.findByRole('heading', { name: 'Посилка на складі' })).toBeTruthy();
    expect(screen.getByText('Паузу для цієї посилки вже використано.')).toBeTruthy();
  });

  it('at the warehouse: "pause" once (POST /orders/{id}/pause) and the auto-dispatch date', async () => {
    const paused = testShipment({
      state: 'paused',
      listStatus: 'paused',
      canPause: false,
      canRelease: true,
      pausedOnce: true,
    });
    const calls = stubApi((call) =>
      call.url.pathname === `/api/orders/${ORDER_ID}/pause`
        ? json(paused)
        : call.url.pathname === `/api/orders/${ORDER_ID}`
          ? json(testOrder({ shipment: paused }))
          : undefined,
    );
    await renderShow();
    expect(screen.getByText(/Не пізніше 9 груд\.? 2026 р\. посилку буде відправлено\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Призупинити посилку' }));
    expect(await screen.findByText('Посилку призупинено.')).toBeTruthy();
    expect(
      calls.some((c) => c.url.pathname === `/api/orders/${ORDER_ID}/pause` && c.init.method === 'POST'),
    ).toBe(true);
    expect(await screen.findByRole('button', { name: 'Зняти з паузи' })).toBeTruthy();
  });

  it('a refused pause (409) shows the server reason and keeps the page as it was', async () => {
    stubApi((call) =>
      call.url.pathname.endsWith('/pause')
        ? json({ errorDescription: 'Паузу вже використано.' }, 409)
        : undefined,
    );
    await renderShow();
    fireEvent.click(screen.getByRole('button', { name: 'Призупинити посилку' }));
    expect(await screen.findByText('Паузу вже використано.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Посилка на складі' })).toBeTruthy();
  });

  it('delayed: "continue delivery" goes through POST /orders/unblock/{id}', async () => {
    const calls = stubApi((call) =>
      call.url.pathname === `/api/orders/unblock/${ORDER_ID}` ? json(testOrder()) : undefined,
    );
    await renderShow(
      testOrder({
        shipment: testShipment({
          state: 'delayed',
          listStatus: 'delayed',
          canPause: false,
          canContinueDelivery: true,
        }),
      }),
    );
    expect(screen.getByRole('heading', { name: 'Посилку затримано' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Продовжити доставку' }));
    expect(await screen.findByText('Доставку продовжено.')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.includes('/unblock/'))?.init.method).toBe('POST');
    expect(await screen.findByRole('heading', { name: 'Посилка на складі' })).toBeTruthy();
  });

  it('restricted goods: the warehouse note and the disposal date', async () => {
    stubApi();
    await renderShow(
      testOrder({
        shipment: testShipment({
          state: 'restricted',
          listStatus: 'restricted',
          canPause: false,
          restrictedNote: 'Павербанк 20000 мА·год',
          storageUntil: '2026-12-25T09:30:00.000Z',
        }),
      }),
    );
    expect(screen.getByRole('heading', { name: 'Заборонені товари' })).toBeTruthy();
    expect(screen.getByText('Павербанк 20000 мА·год')).toBeTruthy();
    expect(screen.getByText(/не вирішиться, 25 груд\.? 2026 р\. посилку буде утилізовано\./)).toBeTruthy();
    expect(step('at_warehouse').querySelector('.fw-show-badge')?.textContent).toBe('Заборонені товари');
  });

  it('unregistered: asks to complete the declaration by the disposal date', async () => {
    stubApi();
    await renderShow(
      testOrder({
        states: { ...testOrder().states, isCheckoutCompleted: false, isCreatedByWarehouse: true },
        shipment: testShipment({
          state: 'unregistered',
          listStatus: 'unregistered',
          canPause: false,
          storageUntil: '2026-12-25T09:30:00.000Z',
          timeline: [
            { state: 'unregistered', event: 'receive_unregistered', at: '2026-11-25T09:30:00.000Z' },
          ],
        }),
      }),
    );
    expect(screen.getByText(/Завершіть оформлення до 25 груд\.? 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Завершити оформлення' }).getAttribute('href')).toBe(
      `/forwarding/edit/${ORDER_ID}`,
    );
    // Never declared: the "declared" step has no date.
    expect(step('declared').querySelector('time')).toBeNull();
  });

  it('photos: thumbnails from the owner-only photo route, opened larger with next', async () => {
    stubApi();
    await renderShow();
    expect(screen.getByRole('heading', { name: 'Фото зі складу (2)' })).toBeTruthy();
    const first = screen.getByRole('button', { name: 'Відкрити фото 1' });
    expect(first.querySelector('img')?.getAttribute('src')).toBe(`/api/orders/${ORDER_ID}/photos/${PHOTO_1}`);
    fireEvent.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Фото 1 з 2' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Наступне' }));
    const next = await screen.findByRole('dialog', { name: 'Фото 2 з 2' });
    expect(within(next).getByRole('img').getAttribute('src')).toBe(
      `/api/orders/${ORDER_ID}/photos/${PHOTO_2}`,
    );
  });

  it('no photos section before the warehouse took any', async () => {
    stubApi();
    await renderShow(testOrder({ shipment: testShipment({ photos: [] }) }));
    expect(screen.queryByRole('heading', { name: /Фото зі складу/ })).toBeNull();
  });

  it('delivery calculation: weight, the weight the tariff bills, size, delivery, customs and bonuses', async () => {
    stubApi();
    await renderShow();
    const calc = within(screen.getByRole('region', { name: 'Розрахунок доставки' }));
    const rows = Object.fromEntries(
      [...document.querySelectorAll('.fw-show-calc__row')].map((row) => [
        row.querySelector('dt')!.firstChild!.textContent,
        row.querySelector('dd')!.textContent,
      ]),
    );
    expect(rows['Вага']).toBe('1,25 кг');
    // SPEC §9 "weight rounded up to the next 0.5 kg".
    expect(rows['Вага для тарифу']).toBe('1,5 кг');
    expect(rows['Розміри']).toBe('30 × 20 × 10,5 см');
    expect(rows['Міжнародна доставка']).toMatch(/21[.,]00/);
    expect(rows['Митні платежі']).toBe('не нараховуються');
    expect(rows['Бонусів після отримання']).toMatch(/15[.,]00/);
    expect(calc.getByText('за тарифом: США')).toBeTruthy();
  });

  it('before weighing the cost is not calculated yet', async () => {
    stubApi();
    await renderShow(
      testOrder({
        shipment: testShipment({
          state: 'declared',
          listStatus: 'declared',
          weightKg: null,
          dimensions: null,
          deliveryCost: null,
          bonuses: null,
          photos: [],
          timeline: [],
          canPause: false,
        }),
      }),
    );
    expect(screen.getByText('Вартість доставки розрахуємо, коли склад зважить посилку.')).toBeTruthy();
    expect(screen.queryByText('Вага')).toBeNull();
  });

  it('address with the branch schedule and the map', async () => {
    const calls = stubApi();
    await renderShow();
    expect(screen.getByText('Київ, Відділення №1: вул. Пирогівський шлях, 135')).toBeTruthy();
    expect(await screen.findByText('08:00-21:00')).toBeTruthy();
    expect(screen.getByText('вихідний')).toBeTruthy();
    const map = screen.getByTitle('Карта: Відділення №1: вул. Пирогівський шлях, 135');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*marker=50\.3667,30\.5378$/,
    );
    const directory = calls.find((c) => c.url.pathname === '/api/dictionary/warehouse')!;
    expect(Object.fromEntries(directory.url.searchParams)).toEqual({
      ref: CITY,
      type: 'department',
      query: '1',
    });
  });

  it('delete: a parcel at the warehouse shows the "impossible to remove" dialog without asking the server', async () => {
    const calls = stubApi();
    await renderShow();
    fireEvent.click(screen.getByRole('button', { name: 'Видалити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Неможливо видалити' });
    expect(within(dialog).getByText(/Видалити цю посилку неможливо/)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/orders/delete/'))).toBe(false);
  });

  it('delete: a declared parcel asks, deletes (POST /orders/delete/{id}) and goes back to /orders', async () => {
    const calls = stubApi((call) =>
      call.url.pathname === `/api/orders/delete/${ORDER_ID}`
        ? new Response(null, { status: 204 })
        : undefined,
    );
    await renderShow(
      testOrder({ shipment: testShipment({ state: 'declared', listStatus: 'declared', canPause: false }) }),
    );
    expect(screen.getByRole('link', { name: 'Редагувати' }).getAttribute('href')).toBe(
      `/forwarding/edit/${ORDER_ID}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Видалити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити замовлення PS-000042?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Видалити' }));
    expect(await screen.findByRole('heading', { name: 'Мої замовлення', level: 1 })).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.startsWith('/api/orders/delete/'))?.init.method).toBe('POST');
  });

  it('delete refused by the server (409) shows its "impossible to remove" text', async () => {
    stubApi((call) =>
      call.url.pathname.startsWith('/api/orders/delete/')
        ? json({ errorDescription: 'Посилка вже на складі.' }, 409)
        : undefined,
    );
    await renderShow(
      testOrder({ shipment: testShipment({ state: 'declared', listStatus: 'declared', canPause: false }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Видалити' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Видалити замовлення PS-000042?' })).getByRole(
        'button',
        {
          name: 'Видалити',
        },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Неможливо видалити' });
    expect(within(dialog).getByText('Посилка вже на складі.')).toBeTruthy();
  });

  it('password code: add through PUT /orders/{id}/one-time-password, then it shows in the head', async () => {
    const calls = stubApi((call) =>
      call.url.pathname === `/api/orders/${ORDER_ID}/one-time-password`
        ? json(testOrder({ oneTimePassword: 'AMZ-4471', shipment: undefined }))
        : undefined,
    );
    await renderShow(
      testOrder({ shipment: testShipment({ state: 'declared', listStatus: 'declared', canPause: false }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Додати код-пароль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Додати код-пароль' });
    fireEvent.change(within(dialog).getByLabelText('Код-пароль'), { target: { value: ' AMZ-4471 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Код-пароль збережено.')).toBeTruthy();
    const put = calls.find((c) => c.url.pathname.endsWith('/one-time-password'))!;
    expect(put.init.method).toBe('PUT');
    expect(put.body).toEqual({ oneTimePassword: 'AMZ-4471' });
    expect(screen.getByText('AMZ-4471')).toBeTruthy();
    // The save answer has no shipment block: the page keeps the one it had.
    expect(screen.getByRole('button', { name: 'Змінити код-пароль' })).toBeTruthy();
  });

  it('password code: the server’s per-field message shows under the input (422)', async () => {
    stubApi((call) =>
      call.url.pathname.endsWith('/one-time-password')
        ? json(
            {
              errorDescription: 'Помилка',
              violations: [{ property: 'oneTimePassword', message: 'Не більше 50 символів.' }],
            },
            422,
          )
        : undefined,
    );
    await renderShow(
      testOrder({ shipment: testShipment({ state: 'declared', listStatus: 'declared', canPause: false }) }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Додати код-пароль' }));
    const dialog = await screen.findByRole('dialog', { name: 'Додати код-пароль' });
    fireEvent.change(within(dialog).getByLabelText('Код-пароль'), { target: { value: 'x'.repeat(60) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зберегти' }));
    expect(await within(dialog).findByText('Не більше 50 символів.')).toBeTruthy();
  });

  it('live: a message on orders#{uid} about this order reads it again, without a reload', async () => {
    installFakeWebSocket();
    let read = 0;
    const calls = stubApi((call) => {
      if (call.url.pathname === '/api/app-centrifugo/web-socket-credentials')
        return json({ uid: UID, token: 't' });
      // The read on subscribe finds the parcel unchanged; the one after the message finds it dispatched.
      if (call.url.pathname === `/api/orders/${ORDER_ID}` && ++read === 1) return json(testOrder());
      if (call.url.pathname === `/api/orders/${ORDER_ID}`)
        return json(
          testOrder({
            shipment: testShipment({
              state: 'dispatched',
              listStatus: 'dispatched',
              canPause: false,
              timeline: [
                { state: 'at_warehouse', event: 'receive', at: '2026-11-25T09:30:00.000Z' },
                { state: 'dispatched', event: 'dispatch', at: '2026-11-27T12:00:00.000Z' },
              ],
            }),
          }),
        );
      return undefined;
    });
    await renderShow(testOrder(), UID);
    await waitFor(() => expect(FakeWebSocket.last?.subscribed).toEqual([`orders#${UID}`]));
    // Subscribed: the order is read once, since a change made before the socket was ready is not replayed.
    const reads = () => calls.filter((c) => c.url.pathname === `/api/orders/${ORDER_ID}`).length;
    await waitFor(() => expect(reads()).toBe(1));
    // Another parcel's change is not this page's business.
    act(() => FakeWebSocket.last!.push(`orders#${UID}`, { orderId: 'other', state: 'dispatched', at: '' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(1);
    expect(screen.getByRole('heading', { name: 'Посилка на складі' })).toBeTruthy();

    act(() =>
      FakeWebSocket.last!.push(`orders#${UID}`, {
        orderId: ORDER_ID,
        state: 'dispatched',
        at: '2026-11-27T12:00:00Z',
      }),
    );
    await waitFor(() => expect(reads()).toBe(2));
    expect(await screen.findByRole('heading', { name: 'Посилку відправлено' })).toBeTruthy();
    expect(document.querySelector('[data-state="dispatched"]')?.textContent).toBe('Відправлено зі складу');
  });
});
