// Issue 14 on /buyout/show/{id}: lines that end (item 2: a refused or unavailable product is shown
// apart, a lower quantity says how many were bought, the cost block says what it leaves out) and the
// 72 hours (item 3, SPEC §9 "buy within 72 hours": the overdue note, "Скасувати й повернути всі кошти",
// then the refund with its date).
import type { BuyoutProcessing } from '@posylka/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { BuyoutShowPage } from './buyout-show.js';
import type { BuyoutShowData } from './load-show-page.js';
import { ORDER_ID, PRODUCT_IDS, showData, showOrder } from './test-order.js';

const usd = (amount: string) => ({ amount, currency: 'USD' as const });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Paid 134.40 on 21 Nov at 10:05 (UTC); nothing bought by the 24th, 10:05. */
function processing(over: Partial<BuyoutProcessing> = {}): BuyoutProcessing {
  return {
    purchased: 0,
    total: 2,
    tracked: 0,
    boughtAt: null,
    lines: PRODUCT_IDS.map((productId) => ({
      productId,
      state: 'awaiting' as const,
      trackNo: null,
      actualPrice: null,
      actualQuantity: null,
      question: null,
      surcharge: null,
    })),
    payments: [],
    refunds: [],
    money: {
      paid: usd('134.40'),
      surcharges: usd('0.00'),
      surchargesDue: usd('0.00'),
      refunded: usd('0.00'),
      charged: usd('134.40'),
    },
    buyBefore: '2026-11-24T10:05:00.000Z',
    waitingForCustomer: false,
    overdue: false,
    ...over,
  };
}

function stubApi(handler: (url: URL, init: RequestInit) => Response | undefined = () => undefined) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, init });
      return handler(url, init) ?? json({ errorDescription: 'Щось пішло не так' }, 500);
    }),
  );
  return calls;
}

async function renderShow(data: BuyoutShowData) {
  renderPage(() => <BuyoutShowPage data={data} />, {
    path: `/buyout/show/${data.order.id}`,
    pattern: 'buyout/show/:id',
  });
  await screen.findByRole('heading', { level: 1 });
}

afterEach(() => vi.unstubAllGlobals());

describe('lines that end (issue 14 item 2)', () => {
  it('a product the shop did not have is shown apart; one bought in a lower quantity says how many', async () => {
    stubApi();
    const lines = processing().lines;
    await renderShow(
      showData({
        order: showOrder({ status: 'partially_refunded' }),
        // The server counts only products still coming: 1 of them.
        received: { received: 0, total: 1 },
        items: [],
        processing: processing({
          total: 1,
          purchased: 1,
          lines: [
            { ...lines[0]!, state: 'unavailable', actualQuantity: 0, actualPrice: usd('100.00') },
            { ...lines[1]!, state: 'purchased', actualQuantity: 1, actualPrice: usd('10.00') },
          ],
        }),
      }),
    );
    expect(screen.getByTestId('tracking-received').textContent).toBe('Отримано 0 з 1');
    expect(screen.getByTestId('processing-purchased').textContent).toBe('Викуплено 1 з 1');
    const [headphones, sneakers] = screen.getAllByTestId('buyout-product');
    expect(headphones!.className).toContain('bo-show-product--closed');
    expect(within(headphones!).getByText('Немає в магазині: кошти повертаємо')).toBeTruthy();
    expect(sneakers!.className).not.toContain('bo-show-product--closed');
    expect(within(sneakers!).getByText('викуплено 1 з 2')).toBeTruthy();
    expect(screen.getByTestId('fees-ended').textContent).toBe(
      'Без товарів, які ми не викупили: їхню вартість повернено на картку.',
    );
  });

  it('nothing ended: no note under the cost, quantities as ordered', async () => {
    stubApi();
    await renderShow(showData({ processing: processing() }));
    expect(screen.queryByTestId('fees-ended')).toBeNull();
    const [, sneakers] = screen.getAllByTestId('buyout-product');
    expect(within(sneakers!).getByText('2')).toBeTruthy();
  });
});

describe('the 72 hours (issue 14 item 3)', () => {
  it('an overdue order shows the note with the deadline and the full refund; the button cancels after asking', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === `/api/buyout/${ORDER_ID}/refund` && init.method === 'POST'
        ? json(showOrder({ status: 'refunded', updatedAt: '2026-11-24T12:00:00.000Z' }))
        : undefined,
    );
    await renderShow(
      showData({ order: showOrder({ status: 'processing' }), processing: processing({ overdue: true }) }),
    );
    const note = screen.getByRole('region', { name: 'Ми не викупили замовлення за 72 години' });
    // 10:05 UTC is 12:05 in Kyiv (EET) on 24 November.
    expect(note.textContent).toMatch(/Мали викупити до 24 лист\. 2026 р\., 12:05\./);
    expect(note.textContent).toMatch(/всі сплачені кошти \(134,40\s\$\) назад на картку/);
    // Being bought, the order can be cancelled only because it is overdue: the header offers it too.
    expect(screen.getByRole('button', { name: 'Скасувати замовлення' })).toBeTruthy();

    fireEvent.click(within(note).getByRole('button', { name: 'Скасувати й повернути всі кошти' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Скасувати й повернути всі кошти?' })).toBeTruthy();
    expect(dialog.textContent).toMatch(/всі сплачені кошти \(134,40\s\$\) повернуться на картку/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Так, скасувати' }));
    await waitFor(() => expect(document.querySelector('[data-status="refunded"]')).toBeTruthy());
    expect(calls.filter((c) => c.url.pathname === `/api/buyout/${ORDER_ID}/refund`)).toHaveLength(1);
    expect(screen.queryByTestId('buyout-overdue')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скасувати замовлення' })).toBeNull();
  });

  it('after the cancel: the refund with its date and the day it reaches the card, nothing charged', async () => {
    stubApi();
    const refund = {
      id: '0b8f4c1e-2d3a-4b5c-8d6e-7f8091a2b3c5',
      amount: usd('134.40'),
      kind: 'overdue' as const,
      productId: null,
      reason: '',
      status: 'done' as const,
      createdAt: '2026-11-24T12:00:00.000Z',
      arrivesBy: '2026-12-08T12:00:00.000Z',
    };
    await renderShow(
      showData({
        order: showOrder({ status: 'refunded' }),
        processing: processing({
          refunds: [refund],
          money: { ...processing().money, refunded: usd('134.40'), charged: usd('0.00') },
        }),
      }),
    );
    expect(screen.queryByTestId('buyout-overdue')).toBeNull();
    const row = screen.getByTestId('buyout-refund');
    expect(row.textContent).toMatch(/134,40/);
    expect(row.textContent).toContain('Не викуплено за 72 години — замовлення скасовано');
    expect(row.textContent).toContain('24 лист. 2026');
    expect(row.textContent).toContain('надійде на картку до 8 груд. 2026');
  });

  it('not overdue: no note, and an order being bought cannot be cancelled', async () => {
    stubApi();
    await renderShow(showData({ order: showOrder({ status: 'processing' }), processing: processing() }));
    expect(screen.queryByTestId('buyout-overdue')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скасувати замовлення' })).toBeNull();
  });
});
