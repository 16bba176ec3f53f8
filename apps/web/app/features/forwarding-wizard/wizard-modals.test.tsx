// The forwarding wizard's modals (SPEC §4 "Wizard": exit, blocked order, phone, disabled post box).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFile } from '../../test/forwarding-order.js';
import { item, json, LOCKER, ME, order, ORDER_ID, stubApi } from './test/fixtures.js';
import { renderWizard } from './test/render-wizard.js';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('modals (SPEC §4)', () => {
  it('exit: with country and company chosen it asks; cancelling leaves without saving', async () => {
    const calls = stubApi();
    renderWizard(order({ items: [item('20.00')] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Закрити оформлення' }));
    const dialog = screen.getByRole('dialog', { name: 'Вийти з оформлення?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Вийти без збереження' }));
    expect(await screen.findByText('now at /orders')).toBeTruthy();
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  });

  it('exit: accepting saves the draft, then goes to /orders', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT' ? json(order()) : undefined,
    );
    renderWizard(order({ items: [item('20.00')] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Закрити оформлення' }));
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти й вийти' }));
    expect(await screen.findByText('now at /orders')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/api/orders/draft/${ORDER_ID}`)).toBe(true);
  });

  it('exit without a country goes straight to /orders', async () => {
    stubApi();
    renderWizard(null);
    fireEvent.click(await screen.findByRole('button', { name: 'Закрити оформлення' }));
    expect(await screen.findByText('now at /orders')).toBeTruthy();
  });

  it('a blocked order shows a non-closable modal whose only button goes to the order page', async () => {
    stubApi();
    renderWizard(order({ states: { ...order().states, isBlocked: true } }));
    const dialog = await screen.findByRole('dialog', { name: 'Посилку заблоковано' });
    expect(within(dialog).queryByRole('button', { name: /закрити/i })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Посилку заблоковано' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'До сторінки посилки' }));
    expect(await screen.findByText(`now at /forwarding/show/${ORDER_ID}`)).toBeTruthy();
  });

  it('an unverified phone opens the phone modal on opening', async () => {
    stubApi();
    renderWizard(order(), { ...ME, phoneNumber: { number: '380671234567', verified: false } });
    expect(await screen.findByRole('dialog', { name: 'Підтвердьте телефон' })).toBeTruthy();
  });

  it('post-box cap: a locker over 10000 UAH opens the disabled-post-box modal instead of completing', async () => {
    // 300 EUR x 44.5 = 13350 UAH > 10000 UAH.
    const calls = stubApi(undefined, { addresses: [LOCKER] });
    const saved = order({
      items: [item('300.00')],
      passport: {
        id: 'f0e1d2c3-b4a5-4687-9a0b-1c2d3e4f5a6b',
        documentType: 'passport',
        maskedNumber: 'КН****56',
        fullName: 'Іван',
      },
      consigneeAddress: { id: LOCKER.id, fullAddress: LOCKER.fullAddress, warehouseType: 'box' },
      phoneNumber: '380671234567',
      // The documents are attached, so the order resumes on delivery (the first step not done).
      invoices: [orderFile()],
      taxAgreement: true,
      checkoutState: 'delivery',
      states: { ...order().states, isOverLimitPriceCustomsClearance: true, isDocumentUploaded: true },
    });
    renderWizard(saved);
    const delivery = await screen.findByRole('region', { name: /^Доставка/ });
    const finish = await within(delivery).findByRole('button', { name: 'Оформити посилку' });
    // A saved order over the limit opens without the 150 EUR explanation (it comes with "Next" from the products).
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      fireEvent.click(finish);
    });
    expect(await screen.findByRole('dialog', { name: 'Поштомат недоступний' })).toBeTruthy();
    expect(screen.getByText(/оголошена вартість до 10\s000 ₴/)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/orders/complete'))).toBe(false);
  });
});
