// SPEC §2 "paused state", "restricted goods"; §4 "paused ... can be released once and cannot be
// paused again", "Blocked ... orders are unblocked through continue-delivery", "unregistered ... the
// user continues registration"; §9 storage terms. The parcel page's warehouse panel and its actions.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, renderShow, step } from './show-test-harness.js';
import { ORDER_ID, testOrder, testShipment } from './test-order.js';

describe('forwarding detail page: the parcel at the warehouse', () => {
  afterEach(() => vi.unstubAllGlobals());

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

  it('dispatched: by plane from the US, by road from Europe (issue 18: not "the flight" from Germany)', async () => {
    stubApi();
    const dispatched = testShipment({ state: 'dispatched', listStatus: 'dispatched', canPause: false });
    await renderShow(testOrder({ shipment: dispatched }));
    expect(screen.getByText('Посилка залишила склад і готується до перельоту в Україну.')).toBeTruthy();
    cleanup();
    const fromGermany = testOrder({ shipment: dispatched });
    await renderShow({ ...fromGermany, country: { ...fromGermany.country, id: 'DE', text: 'Німеччина' } });
    expect(
      screen.getByText('Посилка залишила склад і готується до відправлення в Україну автомобілем.'),
    ).toBeTruthy();
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
});
