// The forwarding wizard's saves (SPEC §4 "Wizard" final button and edits, §8 violations).
import type { ForwardingOrder } from '@posylka/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { item, json, LOCKER, ME, order, ORDER_ID, stubApi } from './test/fixtures.js';
import { renderWizard, stepSection } from './test/render-wizard.js';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('saving (SPEC §4, §8)', () => {
  const ready = (overrides: Partial<ForwardingOrder> = {}) =>
    order({
      items: [item('20.00')],
      consigneeAddress: { id: LOCKER.id, fullAddress: LOCKER.fullAddress, warehouseType: 'box' },
      phoneNumber: '380671234567',
      checkoutState: 'delivery',
      ...overrides,
    });

  /** The final button: the wizard resumes on delivery when it is the first step not done. */
  async function openDelivery() {
    const delivery = await screen.findByRole('region', { name: /^Доставка/ });
    const change = within(delivery).queryByRole('button', { name: 'Змінити' });
    if (change) fireEvent.click(change);
    return within(delivery).findByRole('button', { name: 'Оформити посилку' });
  }

  it('the final button completes the order and goes to the success route', async () => {
    const calls = stubApi(
      (url, init) =>
        url.pathname === `/api/orders/complete/${ORDER_ID}` && init.method === 'POST'
          ? json(ready({ checkoutState: 'completed' }))
          : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(ready());
    fireEvent.click(await openDelivery());
    expect(await screen.findByText(`now at /forwarding/${ORDER_ID}/success`)).toBeTruthy();
    const body = calls.find((c) => c.url.pathname.startsWith('/api/orders/complete'))!.body;
    expect(body).toMatchObject({
      consigneeAddress: LOCKER.id,
      phoneNumber: '380671234567',
      number: 'DE123456789',
    });
  });

  it('without a track number the final button saves a draft and offers the orders list', async () => {
    const noNumber = ready({ trackNo: '__NO_TRACK_NUMBER__', receivedTrackNumber: false });
    const calls = stubApi(
      (url, init) =>
        url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT'
          ? json(noNumber)
          : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(noNumber);
    fireEvent.click(await openDelivery());
    const dialog = await screen.findByRole('dialog', { name: 'Чернетку збережено' });
    expect(within(dialog).getByRole('link', { name: 'До моїх посилок' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(calls.some((c) => c.url.pathname.startsWith('/api/orders/complete'))).toBe(false);
  });

  it('a server violation shows on its field with the server words, and the step gets its error mark', async () => {
    stubApi(
      (url) =>
        url.pathname === `/api/orders/complete/${ORDER_ID}`
          ? json(
              {
                errorDescription: 'Перевірте дані',
                violations: [{ property: 'number', message: 'Такий трек-номер уже існує' }],
              },
              422,
            )
          : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(ready());
    fireEvent.click(await openDelivery());
    expect(await screen.findByText('Такий трек-номер уже існує')).toBeTruthy();
    expect(stepSection('Замовлення').className).toContain('order-step--error');
    // The step with the error opens so the message is in view.
    expect((screen.getByLabelText(/^Трек-номер/) as HTMLInputElement).value).toBe('DE123456789');
  });

  it('editing an earlier step shows Save, which saves and returns to the last shown step', async () => {
    const calls = stubApi(
      (url, init) =>
        url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT' ? json(ready()) : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(ready());
    const orderStep = await screen.findByRole('region', { name: /^Замовлення/ });
    fireEvent.click(within(orderStep).getByRole('button', { name: 'Змінити' }));
    fireEvent.click(within(orderStep).getByRole('button', { name: 'Зберегти' }));
    const delivery = screen.getByRole('region', { name: /^Доставка/ });
    expect(await within(delivery).findByRole('button', { name: 'Оформити посилку' })).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/api/orders/draft/${ORDER_ID}`)).toBe(true);
  });

  it('delivery is checked before anything is sent: a new address needs its city and branch, the phone must be verified', async () => {
    const calls = stubApi();
    const unverified = { ...ME, phoneNumber: { number: '380671234567', verified: false } };
    renderWizard(ready({ consigneeAddress: null }), unverified);
    fireEvent.click(await screen.findByRole('button', { name: 'Пізніше' }));
    fireEvent.click(await openDelivery());
    // SPEC §5 "For a new address: city required; warehouse required for department or post machine".
    expect(await screen.findByText('Оберіть місто')).toBeTruthy();
    expect(screen.getByText('Оберіть відділення або поштомат')).toBeTruthy();
    // SPEC §5 phone "must be verified".
    expect(screen.getByText('Підтвердіть номер телефону')).toBeTruthy();
    expect(stepSection('Доставка').className).toContain('order-step--error');
    expect(calls.some((c) => c.url.pathname.startsWith('/api/orders/complete'))).toBe(false);
    expect(
      calls.some((c) => c.init.method === 'POST' && c.url.pathname.startsWith('/api/personal/addresses')),
    ).toBe(false);
  });

  it('a completed order is saved through update and the customer goes to /orders (SPEC §2 "After an order edit")', async () => {
    const completed = ready({
      checkoutState: 'completed',
      states: { ...order().states, isCheckoutCompleted: true },
    });
    const calls = stubApi(
      (url, init) =>
        url.pathname === `/api/orders/edit/${ORDER_ID}` && init.method === 'PUT'
          ? json(completed)
          : undefined,
      { addresses: [LOCKER] },
    );
    renderWizard(completed);
    // SPEC §6 "The country cannot be changed when editing".
    const orderStep = await screen.findByRole('region', { name: /^Замовлення/ });
    fireEvent.click(within(orderStep).getByRole('button', { name: 'Змінити' }));
    expect(
      (within(orderStep).getByRole('combobox', { name: 'Країна відправлення' }) as HTMLInputElement).disabled,
    ).toBe(true);
    const delivery = await screen.findByRole('region', { name: /^Доставка/ });
    fireEvent.click(await within(delivery).findByRole('button', { name: 'Змінити' }));
    fireEvent.click(await within(delivery).findByRole('button', { name: 'Зберегти зміни' }));
    expect(await screen.findByText('now at /orders')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/api/orders/edit/${ORDER_ID}`)).toBe(true);
  });
});
