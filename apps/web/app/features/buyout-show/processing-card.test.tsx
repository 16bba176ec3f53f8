// The buying progress on /buyout/show/{id} (issue 6: "price rises up to +20% and at most 20 USD
// accepted automatically (otherwise the customer is asked)", "partial or full refund to the paying
// card"): "N of M" bought, the yes / no question of a changed line, and the refunds made.
import type { BuyoutProcessing } from '@posylka/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { BuyoutShowPage } from './buyout-show.js';
import type { BuyoutShowData } from './load-show-page.js';
import { ORDER_ID, PRODUCT_IDS, showData, showOrder } from './test-order.js';

const usd = (amount: string) => ({ amount, currency: 'USD' as const });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Headphones bought; sneakers (2 x 10.00) found at 13.00 and only 1 left: the customer is asked. */
function asking(): BuyoutProcessing {
  return {
    purchased: 1,
    total: 2,
    tracked: 1,
    boughtAt: null,
    lines: [
      {
        productId: PRODUCT_IDS[0]!,
        state: 'shipped',
        trackNo: '1Z999AA10123456784',
        actualPrice: usd('100.00'),
        actualQuantity: 1,
        question: null,
        surcharge: null,
      },
      {
        productId: PRODUCT_IDS[1]!,
        state: 'asking',
        trackNo: null,
        actualPrice: usd('13.00'),
        actualQuantity: 1,
        question: {
          declaredPrice: usd('10.00'),
          actualPrice: usd('13.00'),
          quantity: 2,
          actualQuantity: 1,
          rise: usd('3.00'),
          priceRise: true,
          lowerQuantity: true,
        },
        surcharge: null,
      },
    ],
    payments: [],
    refunds: [],
    money: {
      paid: usd('122.00'),
      surcharges: usd('0.00'),
      surchargesDue: usd('0.00'),
      refunded: usd('0.00'),
      charged: usd('122.00'),
    },
    buyBefore: '2026-11-24T09:00:00.000Z',
    waitingForCustomer: true,
    overdue: false,
  };
}

function refused(): BuyoutProcessing {
  const base = asking();
  return {
    ...base,
    lines: [base.lines[0]!, { ...base.lines[1]!, state: 'refused', question: null }],
    refunds: [
      {
        id: '0b8f4c1e-2d3a-4b5c-8d6e-7f8091a2b3c4',
        amount: usd('23.00'),
        kind: 'refused',
        productId: PRODUCT_IDS[1]!,
        reason: '',
        status: 'done',
        createdAt: '2026-11-22T09:00:00.000Z',
        arrivesBy: '2026-12-06T09:00:00.000Z',
      },
    ],
  };
}

function stubApi(handler: (url: URL, init: RequestInit) => Response | undefined) {
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

const decisionPath = `/api/buyout/${ORDER_ID}/items/${PRODUCT_IDS[1]}/price-decision`;

describe('buying progress and the price question (/buyout/show/{id})', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows "N of M" bought and the question with the old and new price and the quantity', async () => {
    stubApi(() => undefined);
    await renderShow(showData({ order: showOrder({ status: 'processing' }), processing: asking() }));
    const card = screen.getByTestId('buyout-processing');
    expect(within(card).getByTestId('processing-purchased').textContent).toBe('Викуплено 1 з 2');
    expect(within(card).getByText('З трек-номером магазину: 1 з 2')).toBeTruthy();
    const question = within(card).getByRole('group', { name: '«Sneakers»: потрібна ваша відповідь' });
    expect(question.textContent).toMatch(/10,00.*→.*13,00/);
    expect(question.textContent).toMatch(/більше на 3,00/);
    expect(within(question).getByText('У магазині є лише 1 з 2 штук.')).toBeTruthy();
    // The product list says the line waits for the answer.
    const [, sneakers] = screen.getAllByTestId('buyout-product');
    expect(within(sneakers!).getByText('Чекає на вашу відповідь')).toBeTruthy();
  });

  it('"Так, купити" sends accept: true and the question goes away', async () => {
    const answered: BuyoutProcessing = {
      ...asking(),
      purchased: 2,
      lines: [asking().lines[0]!, { ...asking().lines[1]!, state: 'purchased', question: null }],
    };
    const calls = stubApi((url, init) =>
      url.pathname === decisionPath && init.method === 'POST' ? json(answered) : undefined,
    );
    await renderShow(showData({ order: showOrder({ status: 'processing' }), processing: asking() }));
    fireEvent.click(screen.getByRole('button', { name: 'Так, купити' }));
    await waitFor(() => expect(screen.queryByTestId('price-question')).toBeNull());
    const sent = calls.find((c) => c.url.pathname === decisionPath)!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ accept: true });
    expect(screen.getByTestId('processing-purchased').textContent).toBe('Викуплено 2 з 2');
    expect(await screen.findByText('Дякуємо! Товар буде викуплено.')).toBeTruthy();
  });

  it('"Ні, повернути кошти" sends accept: false and lists the refund to the card', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === decisionPath && init.method === 'POST' ? json(refused()) : undefined,
    );
    await renderShow(showData({ order: showOrder({ status: 'processing' }), processing: asking() }));
    fireEvent.click(screen.getByRole('button', { name: 'Ні, повернути кошти' }));
    const refund = await screen.findByTestId('buyout-refund');
    expect(JSON.parse(String(calls.find((c) => c.url.pathname === decisionPath)!.init.body))).toEqual({
      accept: false,
    });
    expect(refund.textContent).toMatch(/23,00/);
    expect(refund.textContent).toContain('«Sneakers»: ви відмовилися від зміни ціни або кількості');
    // Issue 14: "refund within 14 days" is when it reaches the card, shown with the date.
    expect(refund.textContent).toContain('надійде на картку до 6 груд. 2026');
    expect(screen.queryByTestId('price-question')).toBeNull();
  });

  it('a failed answer keeps the question for another try', async () => {
    stubApi((url) =>
      url.pathname === decisionPath ? json({ errorDescription: 'Щось пішло не так' }, 409) : undefined,
    );
    await renderShow(showData({ order: showOrder({ status: 'processing' }), processing: asking() }));
    fireEvent.click(screen.getByRole('button', { name: 'Так, купити' }));
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Ні, повернути кошти' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    expect(screen.getByTestId('price-question')).toBeTruthy();
  });

  it("an operator refund shows the operator's reason", async () => {
    stubApi(() => undefined);
    const withRefund: BuyoutProcessing = {
      ...asking(),
      lines: asking().lines.map((line) => ({ ...line, question: null })),
      refunds: [
        { ...refused().refunds[0]!, kind: 'operator', productId: null, reason: 'Ціна в магазині знизилася' },
      ],
    };
    await renderShow(
      showData({ order: showOrder({ status: 'partially_refunded' }), processing: withRefund }),
    );
    expect(screen.getByTestId('buyout-refund').textContent).toContain('Ціна в магазині знизилася');
  });

  it('no progress card before payment', async () => {
    stubApi(() => undefined);
    await renderShow(
      showData({ order: showOrder({ status: 'awaiting_payment', paidAt: null }), processing: asking() }),
    );
    expect(screen.queryByTestId('buyout-processing')).toBeNull();
  });
});
