// Issue 6 "Done when: ... every amount they are shown equals what they are charged": an accepted
// price rise waits for the customer's surcharge on /buyout/show/{id}: "Доплатити N" opens the payment
// provider for that amount, refusing refunds the line, and after the provider returns the page shows
// the surcharge paid and the sum charged (paid + surcharges - refunds).
import type { BuyoutPayment, BuyoutProcessing } from '@posylka/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { BuyoutShowPage } from './buyout-show.js';
import type { BuyoutShowData } from './load-show-page.js';
import { ORDER_ID, PRODUCT_IDS, showData, showOrder } from './test-order.js';

const usd = (amount: string) => ({ amount, currency: 'USD' as const });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** Headphones bought; sneakers (2 x 10.00) found at 11.00, accepted: 2.00 + fee share = 2.20 to pay. */
function awaitingSurcharge(): BuyoutProcessing {
  return {
    purchased: 1,
    total: 2,
    tracked: 0,
    boughtAt: null,
    lines: [
      {
        productId: PRODUCT_IDS[0]!,
        state: 'purchased',
        trackNo: null,
        actualPrice: usd('100.00'),
        actualQuantity: 1,
        question: null,
        surcharge: null,
      },
      {
        productId: PRODUCT_IDS[1]!,
        state: 'awaiting_surcharge',
        trackNo: null,
        actualPrice: usd('11.00'),
        actualQuantity: 2,
        question: null,
        surcharge: { amount: usd('2.20'), paidAt: null },
      },
    ],
    payments: [],
    refunds: [],
    money: {
      paid: usd('132.00'),
      surcharges: usd('0.00'),
      surchargesDue: usd('2.20'),
      refunded: usd('0.00'),
      charged: usd('132.00'),
    },
    buyBefore: '2026-11-24T09:00:00.000Z',
    waitingForCustomer: true,
    overdue: false,
  };
}

function surchargePaid(): BuyoutProcessing {
  const base = awaitingSurcharge();
  return {
    ...base,
    purchased: 2,
    lines: [
      base.lines[0]!,
      {
        ...base.lines[1]!,
        state: 'purchased',
        surcharge: { amount: usd('2.20'), paidAt: '2026-11-22T10:00:00.000Z' },
      },
    ],
    money: { ...base.money, surcharges: usd('2.20'), surchargesDue: usd('0.00'), charged: usd('134.20') },
    waitingForCustomer: false,
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

async function renderShow(data: BuyoutShowData, search = '') {
  renderPage(() => <BuyoutShowPage data={data} />, {
    path: `/buyout/show/${data.order.id}${search}`,
    pattern: 'buyout/show/:id',
  });
  await screen.findByRole('heading', { level: 1 });
}

const surchargePath = `/api/buyout/${ORDER_ID}/items/${PRODUCT_IDS[1]}/surcharge`;
const decisionPath = `/api/buyout/${ORDER_ID}/items/${PRODUCT_IDS[1]}/price-decision`;

describe('the surcharge of an accepted price rise (/buyout/show/{id})', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows "Доплатити 2,20 $" with the prices and the deadline note; paying opens the provider', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const start: BuyoutPayment = {
      paymentSystem: 'sandbox',
      url: '/api/payments/sandbox/pay-1',
      amount: { amount: '90.76', currency: 'UAH' },
      baseAmount: { amount: '2.20', currency: 'USD' },
      rate: '41.2526',
    };
    const calls = stubApi((url, init) =>
      url.pathname === surchargePath && init.method === 'POST' ? json(start) : undefined,
    );
    await renderShow(
      showData({ order: showOrder({ status: 'processing' }), processing: awaitingSurcharge() }),
    );
    const block = screen.getByRole('group', { name: '«Sneakers»: доплата за вищу ціну' });
    expect(block.textContent).toMatch(/10,00.*→.*11,00/);
    expect(within(block).getByText(/строк викупу 72 години не спливає з вашої вини/)).toBeTruthy();
    const [, sneakers] = screen.getAllByTestId('buyout-product');
    expect(within(sneakers!).getByText('Чекає на вашу доплату')).toBeTruthy();
    expect(screen.getByTestId('charged-summary').textContent).toMatch(/До доплати.*2,20/);

    const pay = within(block).getByRole('button', { name: /^Доплатити 2,20/ });
    fireEvent.click(pay);
    await waitFor(() => expect(calls.some((c) => c.url.pathname === surchargePath)).toBe(true));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/pay-1'));
  });

  it('refusing sends accept: false and the block goes away', async () => {
    const refused: BuyoutProcessing = {
      ...awaitingSurcharge(),
      lines: [awaitingSurcharge().lines[0]!, { ...awaitingSurcharge().lines[1]!, state: 'refused' }],
      refunds: [
        {
          id: '0b8f4c1e-2d3a-4b5c-8d6e-7f8091a2b3c4',
          amount: usd('22.00'),
          kind: 'refused',
          productId: PRODUCT_IDS[1]!,
          reason: '',
          status: 'done',
          createdAt: '2026-11-22T09:00:00.000Z',
          arrivesBy: '2026-12-06T09:00:00.000Z',
        },
      ],
      money: {
        ...awaitingSurcharge().money,
        surchargesDue: usd('0.00'),
        refunded: usd('22.00'),
        charged: usd('110.00'),
      },
    };
    const calls = stubApi((url, init) =>
      url.pathname === decisionPath && init.method === 'POST' ? json(refused) : undefined,
    );
    await renderShow(
      showData({ order: showOrder({ status: 'processing' }), processing: awaitingSurcharge() }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Не доплачувати, повернути кошти' }));
    await waitFor(() => expect(screen.queryByTestId('surcharge')).toBeNull());
    const sent = calls.find((c) => c.url.pathname === decisionPath)!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ accept: false });
    expect(screen.getByTestId('charged-total').textContent).toMatch(/110,00/);
  });

  it('back from the provider: the surcharge is shown paid and the charged sum includes it', async () => {
    stubApi(() => undefined);
    await renderShow(
      showData({ order: showOrder({ status: 'processing' }), processing: surchargePaid() }),
      '?surcharge=paid',
    );
    expect(screen.queryByTestId('surcharge')).toBeNull();
    expect(screen.getByTestId('surcharge-returned').textContent).toBe(
      'Доплату отримано, товар буде викуплено.',
    );
    expect(screen.getByTestId('surcharge-paid').textContent).toMatch(/«Sneakers»: доплату 2,20.*сплачено/);
    const summary = screen.getByTestId('charged-summary');
    expect(summary.textContent).toMatch(/Доплати\s*\+2,20/);
    expect(within(summary).getByTestId('charged-total').textContent).toMatch(/134,20/);
    // Issue 14 item 2: the cost block ends with what the customer really pays, the surcharge in it.
    const surcharges = document.querySelector('[data-fee="surcharges"]');
    expect(surcharges?.textContent).toMatch(/Доплати за вищу ціну\s*\+2,20/);
    const withSurcharges = document.querySelector('[data-fee="total-with-surcharges"]');
    // The fixture's cost total (134,40) plus the surcharge.
    expect(withSurcharges?.textContent).toMatch(/Разом із доплатами\s*136,60/);
  });
});
