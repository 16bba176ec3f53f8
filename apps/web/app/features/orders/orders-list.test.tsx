import type { OrderListItem, OrderListResponse } from '@posylka/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { parseOrdersQuery } from './list-query.js';
import { OrdersList } from './orders-list.js';

function card(over: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id: '0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0001',
    number: 'PS-000042',
    type: 'forwarding',
    country: { id: 'US', text: 'США', icon: '🇺🇸' },
    company: 'Amazon',
    name: 'Літній одяг',
    trackNo: 'TBA123456789',
    itemsTotal: { amount: '60.00', currency: 'USD' },
    itemsCount: 2,
    checkoutState: 'completed',
    isCheckoutCompleted: true,
    status: 'declared',
    isArchived: false,
    canDelete: true,
    consigneeAddress: { fullAddress: 'Львів, Відділення №1: вул. Городоцька, 359' },
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

function response(items: OrderListItem[], over: Partial<OrderListResponse> = {}): OrderListResponse {
  return {
    items,
    countPerPage: 10,
    currentPage: 1,
    total: items.length,
    numberOfProcessOrders: 2,
    numberOfConsolidatedOrders: 0,
    numberOfReceivedOrders: 0,
    numberOfArchivedOrders: 1,
    numberOfOrders: 3,
    ...over,
  };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function render(list: OrderListResponse, path = '/orders') {
  const query = parseOrdersQuery(new URL(path, 'http://localhost').searchParams);
  const Page = () => (
    <>
      <OrdersList query={query} list={list} countries={[{ code: 'US', text: 'США', icon: '🇺🇸' }]} />
      <Location />
    </>
  );
  return renderPage(Page, { path, pattern: '*' });
}

const location = () => screen.getByTestId('location').textContent;

function stubFetch(answer: (url: URL, init: RequestInit) => Response) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, init });
      return answer(url, init);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('orders list (SPEC §2 /orders, §3 "Order list response")', () => {
  it('shows tabs with the counters, and a tab opens its list from page 1', async () => {
    render(response([card()]), '/orders?page=2');
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['В процесі 2', 'Консолідовані 0', 'Отримані 0', 'Архів 1', 'Усі 3']);
    expect(screen.getByRole('tab', { name: 'В процесі 2' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Архів 1' }));
    await waitFor(() => expect(location()).toBe('/orders?filter=archived'));
  });

  it('shows a card: number, status, country and shop, track number, goods, delivery and the way on', async () => {
    render(
      response([
        card(),
        card({
          id: '0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0002',
          number: 'PS-000043',
          status: 'draft',
          isCheckoutCompleted: false,
          checkoutState: 'new',
          trackNo: null,
          itemsCount: 0,
          consigneeAddress: null,
        }),
      ]),
    );
    const [declared, draft] = await screen.findAllByTestId('order-card');
    const d = within(declared!);
    expect(d.getByRole('heading', { name: 'Замовлення PS-000042' })).toBeTruthy();
    expect(d.getByText('Оформлено')).toBeTruthy();
    expect(d.getByText(/Посилка · США · Amazon · Очікуємо посилку на складі/)).toBeTruthy();
    expect(d.getByText('TBA123456789')).toBeTruthy();
    expect(d.getByText(/^2 товари на \$\s?60\.00|^2 товари на 60[.,]00\s?\$/)).toBeTruthy();
    expect(d.getByText('Львів, Відділення №1: вул. Городоцька, 359')).toBeTruthy();
    // A registered parcel opens its detail page (SPEC §2 forwarding-show), from the title and the button.
    expect(d.getByRole('link', { name: 'Замовлення PS-000042' }).getAttribute('href')).toBe(
      '/forwarding/show/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0001',
    );
    expect(d.getByRole('link', { name: 'Переглянути' }).getAttribute('href')).toBe(
      '/forwarding/show/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0001',
    );
    const w = within(draft!);
    expect(w.getByText('Чернетка')).toBeTruthy();
    expect(w.getByText('ще не вказано')).toBeTruthy();
    expect(w.getByRole('link', { name: 'Продовжити оформлення' }).getAttribute('href')).toBe(
      '/forwarding/edit/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0002',
    );
  });

  it('applies the search a moment after typing, from page 1, keeping the tab', async () => {
    render(response([card()]), '/orders?filter=all&page=2');
    const search = await screen.findByRole('searchbox', { name: 'Пошук' });
    fireEvent.change(search, { target: { value: 'PS-000042' } });
    expect(location()).toBe('/orders?filter=all&page=2');
    await waitFor(() => expect(location()).toBe('/orders?filter=all&search=PS-000042'));
  });

  it('says why a tab is empty, and offers to clear a search that matched nothing', async () => {
    render(response([], { numberOfArchivedOrders: 0 }), '/orders?filter=archived');
    expect(await screen.findByRole('heading', { name: 'Архів порожній' })).toBeTruthy();

    render(response([]), '/orders?filter=all&search=nothing');
    expect(await screen.findByRole('heading', { name: 'Нічого не знайдено' })).toBeTruthy();
    expect(screen.getByText('Знайдено 0 замовлень')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Скинути пошук і фільтри' }).getAttribute('href')).toBe(
      '/orders?filter=all',
    );
  });

  it('asks before deleting, then deletes through POST /orders/delete/{id}', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    render(response([card()]));
    fireEvent.click(await screen.findByRole('button', { name: 'Видалити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити замовлення PS-000042?' });
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Видалити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]!.url.pathname).toBe('/api/orders/delete/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0001');
    expect(calls[0]!.init.method).toBe('POST');
    expect(await screen.findByText('Замовлення PS-000042 видалено.')).toBeTruthy();
  });

  it('shows the "impossible to remove" dialog when the order cannot change, without asking the server', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    render(response([card({ canDelete: false })]));
    fireEvent.click(await screen.findByRole('button', { name: 'Видалити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Неможливо видалити' });
    expect(within(dialog).getByText(/Видалити цю посилку неможливо/)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Зрозуміло' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s "impossible to remove" text when it refuses (409)', async () => {
    stubFetch(
      () => new Response(JSON.stringify({ errorDescription: 'Посилка вже на складі.' }), { status: 409 }),
    );
    render(response([card()]));
    fireEvent.click(await screen.findByRole('button', { name: 'Видалити' }));
    const confirm = await screen.findByRole('dialog', { name: 'Видалити замовлення PS-000042?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Видалити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Неможливо видалити' });
    expect(within(dialog).getByText('Посилка вже на складі.')).toBeTruthy();
  });

  // A buy-out card (SPEC §7 "delete" for buy-outs): removable only while nothing was paid.
  const buyout = (over: Partial<OrderListItem> = {}) =>
    card({
      id: '0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0b01',
      number: 'BO-000042',
      type: 'buyout',
      company: null,
      trackNo: null,
      consigneeAddress: null,
      buyoutStatus: 'paid',
      canDelete: false,
      ...over,
    });

  it('explains that a paid buy-out cannot be removed, without asking the server', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    render(response([buyout()]));
    fireEvent.click(await screen.findByRole('button', { name: 'Видалити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Неможливо видалити' });
    expect(
      within(dialog).getByText(/Видалити це замовлення на викуп неможливо: його вже оплачено/),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('asks before deleting an unpaid buy-out, then deletes it through POST /orders/delete/{id}', async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    render(
      response([
        buyout({
          status: 'draft',
          buyoutStatus: 'awaiting_payment',
          isCheckoutCompleted: false,
          canDelete: true,
        }),
      ]),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Видалити' }));
    const dialog = await screen.findByRole('dialog', { name: 'Видалити замовлення BO-000042?' });
    expect(within(dialog).getByText(/незавершену оплату буде закрито/)).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Видалити' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[0]!.url.pathname).toBe('/api/orders/delete/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0b01');
    expect(await screen.findByText('Замовлення BO-000042 видалено.')).toBeTruthy();
  });

  it('moves a buy-out to the archive through POST /orders/move-to-archive/{id}', async () => {
    const calls = stubFetch(() => new Response(JSON.stringify(buyout({ isArchived: true }))));
    render(response([buyout()]));
    fireEvent.click(await screen.findByRole('button', { name: 'В архів' }));
    expect(await screen.findByText('Замовлення BO-000042 перенесено в архів.')).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/orders/move-to-archive/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0b01');
  });

  it('moves an order to the archive and back', async () => {
    const calls = stubFetch(
      (url) => new Response(JSON.stringify(card({ isArchived: url.pathname.includes('to-archive') }))),
    );
    render(response([card()]));
    fireEvent.click(await screen.findByRole('button', { name: 'В архів' }));
    expect(await screen.findByText('Замовлення PS-000042 перенесено в архів.')).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/orders/move-to-archive/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0001');

    // A second page mounts next to the first: on a busy machine it takes more than the default 1 s.
    render(response([card({ isArchived: true })]), '/orders?filter=archived');
    fireEvent.click(await screen.findByRole('button', { name: 'З архіву' }, { timeout: 8000 }));
    await waitFor(() =>
      expect(calls[1]!.url.pathname).toBe(
        '/api/orders/move-from-archived/0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0001',
      ),
    );
  });
});
