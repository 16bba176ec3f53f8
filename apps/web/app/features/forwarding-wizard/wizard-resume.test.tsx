// The wizard shows the truth (issue 13): a step is marked done only when the server accepted it, a
// reloaded wizard resumes on the first step not done (SPEC §2 "Start step from a saved order"), and
// no draft is created before step 1 is valid. Rendering the wizard with a saved order is what a
// reload does: the loader reads GET /orders/{id} and nothing typed survives.
import type { ForwardingOrder } from '@posylka/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFile } from '../../test/forwarding-order.js';
import { item, json, LOCKER, order, ORDER_ID, stubApi } from './test/fixtures.js';
import { pickCountry, renderWizard } from './test/render-wizard.js';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** The stepper's mark per step title ("done", "current", "todo" or "error"). */
function marks(): Record<string, string> {
  const stepper = screen.getByRole('list', { name: 'Кроки оформлення' });
  return Object.fromEntries(
    within(stepper)
      .getAllByRole('listitem')
      .map((li) => [
        li.querySelector('.stepper__label')!.firstChild!.textContent,
        /stepper__step--(\w+)/.exec(li.className)![1],
      ]),
  );
}

/** A wizard step by its exact title (the documents step holds regions of its own named "Документи ..."). */
const section = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}( — .*)?$`) });
const isOpen = (title: string) => section(title).className.includes('order-step--open');

const passport = {
  id: 'f0e1d2c3-b4a5-4687-9a0b-1c2d3e4f5a6b',
  documentType: 'passport' as const,
  maskedNumber: 'КН****56',
  fullName: 'Іван',
};
const over = { ...order().states, isOverLimitPriceCustomsClearance: true };
/** 200 EUR from DE with the tax agreement, as the server saved it when products were left. */
const overAfterProducts = (overrides: Partial<ForwardingOrder> = {}) =>
  order({
    items: [item('200.00')],
    taxAgreement: true,
    checkoutState: 'documents',
    states: over,
    ...overrides,
  });

describe('reloaded half way: resumes on the first step not done, marks only what the server accepted', () => {
  it('after products under the limit: delivery, with order and products done', async () => {
    stubApi();
    renderWizard(order({ items: [item('20.00')], checkoutState: 'delivery' }));
    await waitFor(() => expect(isOpen('Доставка')).toBe(true));
    expect(marks()).toEqual({ Замовлення: 'done', Товари: 'done', Доставка: 'current' });
    expect(within(section('Товари')).getByText('1 товар')).toBeTruthy();
  });

  it('after products over the limit: documents, and neither documents nor delivery is done', async () => {
    stubApi();
    renderWizard(overAfterProducts());
    await waitFor(() => expect(isOpen('Документи')).toBe(true));
    expect(marks()).toEqual({
      Замовлення: 'done',
      Товари: 'done',
      Документи: 'current',
      Доставка: 'todo',
    });
    // Delivery is not reachable yet: no form, no edit button.
    expect(within(section('Доставка')).queryByRole('button', { name: 'Змінити' })).toBeNull();
  });

  it('an invoice uploaded but no passport: still on documents, not done', async () => {
    stubApi();
    renderWizard(overAfterProducts({ invoices: [orderFile()] }));
    await waitFor(() => expect(isOpen('Документи')).toBe(true));
    expect(marks().Документи).toBe('current');
  });

  it('a passport but no invoice, and an address: still on documents, delivery not done', async () => {
    stubApi(undefined, { addresses: [LOCKER] });
    const address = { id: LOCKER.id, fullAddress: LOCKER.fullAddress, warehouseType: 'box' as const };
    renderWizard(overAfterProducts({ passport, consigneeAddress: address, phoneNumber: '380671234567' }));
    await waitFor(() => expect(isOpen('Документи')).toBe(true));
    expect(marks()).toMatchObject({ Документи: 'current', Доставка: 'todo' });
  });

  it('after documents with a file and the passport: delivery, with documents done', async () => {
    stubApi();
    renderWizard(
      overAfterProducts({
        invoices: [orderFile()],
        passport,
        checkoutState: 'delivery',
        states: { ...over, isDocumentUploaded: true },
      }),
    );
    await waitFor(() => expect(isOpen('Доставка')).toBe(true));
    expect(marks()).toEqual({
      Замовлення: 'done',
      Товари: 'done',
      Документи: 'done',
      Доставка: 'current',
    });
  });

  it('leaving products marks it done from the save answer, not from the form', async () => {
    // The answer of PUT /orders/draft/{id} says what the server accepted.
    stubApi((url, init) =>
      url.pathname === `/api/orders/draft/${ORDER_ID}` && init.method === 'PUT'
        ? json(order({ items: [item('20.00')], checkoutState: 'delivery' }))
        : undefined,
    );
    renderWizard(order({ items: [item('20.00')] }));
    await waitFor(() => expect(isOpen('Товари')).toBe(true));
    expect(marks()).toEqual({ Замовлення: 'done', Товари: 'current', Доставка: 'todo' });
    fireEvent.click(within(section('Товари')).getByRole('button', { name: 'Далі' }));
    await waitFor(() => expect(isOpen('Доставка')).toBe(true));
    expect(marks()).toEqual({ Замовлення: 'done', Товари: 'done', Доставка: 'current' });
  });
});

describe('no draft before step 1 is valid (SPEC §5 country, company, track number)', () => {
  const drafts = (calls: ReturnType<typeof stubApi>) =>
    calls.filter((c) => c.url.pathname === '/api/orders/draft' && c.init.method === 'POST');

  it('"Next" with a track number the rules refuse saves nothing; once valid, one draft', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === '/api/orders/draft' && init.method === 'POST'
        ? json(order({ country: { ...order().country, id: 'US', currency: 'USD', text: 'США' } }), 201)
        : undefined,
    );
    renderWizard(null);
    await pickCountry(/США/);
    fireEvent.change(screen.getByLabelText(/Магазин або служба доставки/), { target: { value: 'Amazon' } });
    const next = within(section('Замовлення')).getByRole('button', { name: 'Далі' });
    // The track block not answered yet.
    fireEvent.click(next);
    expect(await screen.findByText('Дайте відповідь, чи отримали ви трек-номер')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Так' }));
    const number = screen.getByLabelText(/^Трек-номер/);
    // SPEC §5 "For US, numbers starting with 1Z must be exactly 18 characters."
    fireEvent.change(number, { target: { value: '1Z999' } });
    fireEvent.click(next);
    expect(await screen.findByText(/починається з 1Z, має містити рівно 18 символів/)).toBeTruthy();
    expect(marks().Замовлення).toBe('error');
    expect(drafts(calls)).toHaveLength(0);

    fireEvent.change(number, { target: { value: '1Z999AA10123456784' } });
    fireEvent.click(next);
    expect(await screen.findByText(`now at /forwarding/edit/${ORDER_ID}`)).toBeTruthy();
    expect(drafts(calls)).toHaveLength(1);
  });

  it('"Save and leave" on a new order with step 1 incomplete saves nothing and shows what is missing', async () => {
    const calls = stubApi();
    renderWizard(null);
    await pickCountry(/Німеччина/);
    fireEvent.change(screen.getByLabelText(/Магазин або служба доставки/), { target: { value: 'Zalando' } });
    fireEvent.click(screen.getByRole('button', { name: 'Закрити оформлення' }));
    fireEvent.click(screen.getByRole('button', { name: 'Зберегти й вийти' }));
    expect(await screen.findByText('Дайте відповідь, чи отримали ви трек-номер')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Вийти з оформлення?' })).toBeNull();
    expect(marks().Замовлення).toBe('error');
    expect(screen.queryByText('now at /orders')).toBeNull();
    expect(drafts(calls)).toHaveLength(0);
  });
});
