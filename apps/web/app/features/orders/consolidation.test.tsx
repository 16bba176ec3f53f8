// SPEC §8 "Consolidation: success 'Orders has been consolidated'; error 'Oops, something went wrong';
// warning when the sum exceeds the customs limit, asking to continue", and SPEC §5 "consolidation
// needs more than one arrived shipment from one country, with an agreement 'Yes' required".
import type { OrderListItem, OrderListResponse } from '@posylka/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { parseOrdersQuery } from './list-query.js';
import { OrdersList } from './orders-list.js';

const US_1 = '0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0101';
const US_2 = '0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0102';
const DE_1 = '0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0103';
const DECLARED = '0b5c3a4e-8a61-4f7e-9d1c-2f1a8d0e0104';
const CONSOLIDATION = '7d1f0c2a-3b4c-4d5e-8f90-a1b2c3d4e5f6';

function card(id: string, over: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id,
    number: `PS-0001${id.slice(-2)}`,
    type: 'forwarding',
    country: { id: 'US', text: 'США', icon: '🇺🇸' },
    company: 'Amazon',
    name: null,
    trackNo: `TBA${id.slice(-4)}`,
    itemsTotal: { amount: '60.00', currency: 'USD' },
    itemsCount: 1,
    checkoutState: 'completed',
    isCheckoutCompleted: true,
    status: 'at_warehouse',
    isArchived: false,
    canDelete: false,
    consigneeAddress: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

const LIST: OrderListItem[] = [
  card(US_1),
  card(US_2),
  card(DE_1, { country: { id: 'DE', text: 'Німеччина', icon: '🇩🇪' } }),
  card(DECLARED, { status: 'declared', canDelete: true }),
];

function response(items: OrderListItem[]): OrderListResponse {
  return {
    items,
    countPerPage: 10,
    currentPage: 1,
    total: items.length,
    numberOfProcessOrders: items.length,
    numberOfConsolidatedOrders: 0,
    numberOfReceivedOrders: 0,
    numberOfArchivedOrders: 0,
    numberOfOrders: items.length,
  };
}

function render(items: OrderListItem[] = LIST, path = '/orders') {
  const query = parseOrdersQuery(new URL(path, 'http://localhost').searchParams);
  renderPage(() => <OrdersList query={query} list={response(items)} countries={[]} />, {
    path,
    pattern: '*',
  });
}

type Call = { url: URL; init: RequestInit; body: unknown };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubFetch(answer: (call: Call, index: number) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const call = {
        url: new URL(input, 'http://localhost'),
        init,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      return answer(call, calls.length - 1);
    }),
  );
  return calls;
}

const success = () =>
  json({
    consolidationId: CONSOLIDATION,
    status: 'requested',
    orderIds: [US_1, US_2],
    message: 'Замовлення об’єднано',
  });

async function cardOf(number: string) {
  const cards = await screen.findAllByTestId('order-card');
  const found = cards.find((c) => within(c).queryByRole('heading', { name: `Замовлення ${number}` }));
  if (!found) throw new Error(`No card ${number}`);
  return within(found);
}

async function pickTwoAndAgree() {
  fireEvent.click((await cardOf('PS-000101')).getByRole('checkbox', { name: 'Обрати для об’єднання' }));
  fireEvent.click((await cardOf('PS-000102')).getByRole('checkbox', { name: 'Обрати для об’єднання' }));
  fireEvent.click(screen.getByRole('button', { name: 'Об’єднати' }));
  const dialog = await screen.findByRole('dialog', { name: 'Об’єднати 2 посилки?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Так' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('consolidation on /orders', () => {
  it('offers the checkbox only on at-warehouse parcels, and only of the country already picked', async () => {
    stubFetch(() => json({}));
    render();
    expect((await cardOf('PS-000104')).queryByRole('checkbox')).toBeNull();
    const de = (await cardOf('PS-000103')).getByRole('checkbox', { name: 'Обрати для об’єднання' });
    expect((de as HTMLInputElement).disabled).toBe(false);

    fireEvent.click((await cardOf('PS-000101')).getByRole('checkbox', { name: 'Обрати для об’єднання' }));
    expect((de as HTMLInputElement).disabled).toBe(true);
    const bar = screen.getByRole('region', { name: 'Об’єднання посилок' });
    expect(bar.textContent).toContain('Обрано 1 посилку');
    expect(bar.textContent).toContain('Оберіть щонайменше дві посилки з однієї країни.');
    // One parcel is not a consolidation ("more than one arrived shipment").
    expect((within(bar).getByRole('button', { name: 'Об’єднати' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click((await cardOf('PS-000102')).getByRole('checkbox', { name: 'Обрати для об’єднання' }));
    expect(bar.textContent).toContain('Обрано 2 посилки');
    expect((within(bar).getByRole('button', { name: 'Об’єднати' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.click(within(bar).getByRole('button', { name: 'Скасувати вибір' }));
    expect(screen.queryByRole('region', { name: 'Об’єднання посилок' })).toBeNull();
    expect((de as HTMLInputElement).disabled).toBe(false);
  });

  it('asks for the "Yes" agreement, then sends the ids with agreement and shows the success toast', async () => {
    const calls = stubFetch(() => success());
    render();
    fireEvent.click((await cardOf('PS-000101')).getByRole('checkbox', { name: 'Обрати для об’єднання' }));
    fireEvent.click((await cardOf('PS-000102')).getByRole('checkbox', { name: 'Обрати для об’єднання' }));
    fireEvent.click(screen.getByRole('button', { name: 'Об’єднати' }));
    const dialog = await screen.findByRole('dialog', { name: 'Об’єднати 2 посилки?' });
    expect(dialog.textContent).toContain('PS-000101 · TBA0101');
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Так' }));

    expect(await screen.findByText('Замовлення об’єднано')).toBeTruthy();
    expect(calls[0]!.url.pathname).toBe('/api/orders/consolidation');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ orderIds: [US_1, US_2], agreement: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Об’єднання посилок' })).toBeNull();
  });

  it('"No" closes the terms without sending anything', async () => {
    const calls = stubFetch(() => success());
    render();
    fireEvent.click((await cardOf('PS-000101')).getByRole('checkbox', { name: 'Обрати для об’єднання' }));
    fireEvent.click((await cardOf('PS-000102')).getByRole('checkbox', { name: 'Обрати для об’єднання' }));
    fireEvent.click(screen.getByRole('button', { name: 'Об’єднати' }));
    const dialog = await screen.findByRole('dialog', { name: 'Об’єднати 2 посилки?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ні' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('over the customs limit (409 over_limit): warns, and "Continue" resends with confirmOverLimit', async () => {
    const calls = stubFetch((_call, index) =>
      index === 0
        ? json(
            {
              errorDescription: 'Сума посилок 180,00 € перевищує митний ліміт 150,00 €.',
              code: 'over_limit',
              total: { amount: '180.00', currency: 'EUR' },
              limit: { amount: '150.00', currency: 'EUR' },
            },
            409,
          )
        : success(),
    );
    render();
    await pickTwoAndAgree();
    const warning = await screen.findByRole('dialog', { name: 'Перевищено митний ліміт' });
    expect(warning.textContent).toContain('Сума посилок 180,00 € перевищує митний ліміт 150,00 €.');
    expect(warning.textContent).toContain('Продовжити об’єднання?');
    // The flow's own dialog, not the client's error toast.
    expect(screen.queryByRole('status')?.textContent ?? '').not.toContain('перевищує');
    fireEvent.click(within(warning).getByRole('button', { name: 'Продовжити' }));

    expect(await screen.findByText('Замовлення об’єднано')).toBeTruthy();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ orderIds: [US_1, US_2], agreement: true, confirmOverLimit: true });
  });

  it('cancelling the over-limit warning sends nothing more', async () => {
    const calls = stubFetch(() =>
      json({ errorDescription: 'Перевищено ліміт', code: 'over_limit', total: {}, limit: {} }, 409),
    );
    render();
    await pickTwoAndAgree();
    const warning = await screen.findByRole('dialog', { name: 'Перевищено митний ліміт' });
    fireEvent.click(within(warning).getByRole('button', { name: 'Скасувати' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('any other failure shows "Oops, something went wrong" (uk) instead of the server text', async () => {
    stubFetch(() => json({ errorDescription: 'Internal' }, 500));
    render();
    await pickTwoAndAgree();
    expect(await screen.findByText('Ой, щось пішло не так')).toBeTruthy();
    expect(screen.queryByText('Internal')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a 422 says what is wrong with the choice (the domain violations)', async () => {
    stubFetch(() =>
      json(
        {
          errorDescription: 'Перевірте дані',
          violations: [{ property: 'orderIds[1]', message: 'Посилка ще не на складі.' }],
        },
        422,
      ),
    );
    render();
    await pickTwoAndAgree();
    expect(await screen.findByText('Посилка ще не на складі.')).toBeTruthy();
  });

  it('a consolidated card cancels its consolidation (its id read from the order)', async () => {
    const consolidated = card(US_1, { status: 'consolidated' });
    const calls = stubFetch((call) =>
      call.init.method === 'GET'
        ? json({ id: US_1, shipment: { consolidationId: CONSOLIDATION } })
        : json({ consolidationId: CONSOLIDATION, status: 'canceled', orderIds: [US_1, US_2], message: '' }),
    );
    render([consolidated], '/orders?filter=consolidated');
    const c = await cardOf('PS-000101');
    expect(c.queryByRole('checkbox')).toBeNull();
    fireEvent.click(c.getByRole('button', { name: 'Скасувати об’єднання' }));
    const dialog = await screen.findByRole('dialog', { name: 'Скасувати об’єднання посилки PS-000101?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Скасувати об’єднання' }));
    expect(await screen.findByText('Об’єднання скасовано.')).toBeTruthy();
    expect(calls.map((call) => `${call.init.method} ${call.url.pathname}`)).toEqual([
      `GET /api/orders/${US_1}`,
      `POST /api/orders/consolidation/cancel/${CONSOLIDATION}`,
    ]);
  });
});
