// SPEC §2 "Forwarding detail page: head with express waybill and track number, status tracking,
// delivery calculation, address with map and schedule, photos, paused state, export documents,
// documents, restricted goods. Actions: back, edit, delete, add or edit the password code."
// The head, status tracking, photos, delivery calculation, address and live updates; the warehouse
// panel is in shipment-panel.test.tsx, the actions in show-actions.test.tsx.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-realtime.js';
import { json, UID, CITY, stubApi, renderShow, step } from './show-test-harness.js';
import { ORDER_ID, PHOTO_1, PHOTO_2, testOrder, testShipment } from './test-order.js';

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
    expect(rows['Вага']).toBe('1,25\u00a0кг');
    // SPEC §9 "weight rounded up to the next 0.5 kg".
    expect(rows['Вага для тарифу']).toBe('1,5\u00a0кг');
    expect(rows['Розміри']).toBe('30 × 20 × 10,5 см');
    expect(rows['Міжнародна доставка']).toMatch(/21[.,]00/);
    expect(rows['Митні платежі']).toBe('не нараховуються');
    expect(rows['Бонусів після отримання']).toMatch(/15[.,]00/);
    // The warehouse that took the parcel, whose tariff prices it (issue 13).
    expect(rows['Склад']).toBe('Делавер, Вілмінгтон');
    expect(calc.getByText('за тарифом: США, Делавер')).toBeTruthy();
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
    // Issue 18: a map that cannot load left an empty box. The third party's map is loaded only when
    // asked; until then the page offers it and the link to open it.
    expect(screen.queryByTitle('Карта: Відділення №1: вул. Пирогівський шлях, 135')).toBeNull();
    expect(screen.getByRole('link', { name: 'Відкрити карту' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Показати карту тут' }));
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
