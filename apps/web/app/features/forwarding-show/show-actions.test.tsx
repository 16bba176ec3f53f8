// SPEC §2 forwarding detail page "Actions: back, edit, delete, add or edit the password code" and
// "a delete-order button checks whether the order can be changed and otherwise shows an
// 'impossible to remove' dialog".
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, renderShow } from './show-test-harness.js';
import { ORDER_ID, testOrder, testShipment } from './test-order.js';

describe('forwarding detail page: delete and the password code', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Issue 18: "'Delete' is the main red button on a parcel that cannot be deleted". The domain's
  // canDeleteOrder decides before the customer clicks; the server's refusal keeps its dialog (below).
  it('delete: a parcel at the warehouse offers no Delete at all', async () => {
    stubApi();
    await renderShow();
    const actions = screen.getByRole('group', { name: 'Дії з посилкою' });
    expect(within(actions).queryByRole('button', { name: 'Видалити' })).toBeNull();
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

  it('edit and the password code only before the warehouse has the declaration (domain page rules)', async () => {
    stubApi();
    await renderShow();
    // At the warehouse: neither.
    expect(screen.queryByRole('link', { name: 'Редагувати' })).toBeNull();
    expect(screen.queryByRole('button', { name: /код-пароль/ })).toBeNull();
  });

  it('an unregistered parcel can be edited, but takes no password code', async () => {
    stubApi();
    await renderShow(
      testOrder({
        states: { isCheckoutCompleted: false, isCreatedByWarehouse: true },
        shipment: testShipment({ state: 'unregistered', listStatus: 'unregistered', canPause: false }),
      }),
    );
    expect(screen.getByRole('link', { name: 'Редагувати' }).getAttribute('href')).toBe(
      `/forwarding/edit/${ORDER_ID}`,
    );
    expect(screen.queryByRole('button', { name: /код-пароль/ })).toBeNull();
  });
});
