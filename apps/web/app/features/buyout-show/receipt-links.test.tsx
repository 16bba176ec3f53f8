// Receipts on /buyout/show/{id} (issue 14 item 8): the payment, a paid surcharge and each refund are
// listed with a "Receipt (PDF)" link to GET /api/buyout/{id}/receipts/{entryId}.pdf in the page's
// language; a screen reader hears which receipt each link is.
import type { BuyoutProcessing } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { BuyoutShowPage } from './buyout-show.js';
import { ORDER_ID, PRODUCT_IDS, showData, showOrder } from './test-order.js';

const usd = (amount: string) => ({ amount, currency: 'USD' as const });
const PAYMENT = '1a2b3c4d-0000-4000-8000-000000000001';
const SURCHARGE = '1a2b3c4d-0000-4000-8000-000000000002';
const REFUND = '1a2b3c4d-0000-4000-8000-000000000003';

function processing(): BuyoutProcessing {
  return {
    purchased: 2,
    total: 2,
    tracked: 0,
    boughtAt: '2026-11-22T12:00:00.000Z',
    lines: PRODUCT_IDS.map((productId) => ({
      productId,
      state: 'purchased' as const,
      trackNo: null,
      actualPrice: null,
      actualQuantity: null,
      question: null,
      surcharge: null,
    })),
    payments: [
      {
        id: PAYMENT,
        kind: 'payment',
        productId: null,
        amount: usd('122.00'),
        createdAt: '2026-11-21T09:00:00.000Z',
      },
      {
        id: SURCHARGE,
        kind: 'surcharge',
        productId: PRODUCT_IDS[1]!,
        amount: usd('2.20'),
        createdAt: '2026-11-22T09:00:00.000Z',
      },
    ],
    refunds: [
      {
        id: REFUND,
        amount: usd('10.00'),
        kind: 'lower_price',
        productId: PRODUCT_IDS[0]!,
        reason: '',
        status: 'done',
        createdAt: '2026-11-22T10:00:00.000Z',
        arrivesBy: '2026-12-06T10:00:00.000Z',
      },
    ],
    money: {
      paid: usd('122.00'),
      surcharges: usd('2.20'),
      surchargesDue: usd('0.00'),
      refunded: usd('10.00'),
      charged: usd('114.20'),
    },
    buyBefore: '2026-11-24T09:00:00.000Z',
    waitingForCustomer: false,
    overdue: false,
  };
}

async function renderShow(locale: Locale, path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ errorDescription: 'x' }), { status: 500 })),
  );
  renderPage(
    () => (
      <BuyoutShowPage
        data={showData({ order: showOrder({ status: 'processing' }), processing: processing() })}
      />
    ),
    { path, pattern: path.slice(1).replace(ORDER_ID, ':id'), locale },
  );
  await screen.findByRole('heading', { level: 1 });
}

const receipt = (entryId: string, locale: string) =>
  `/api/buyout/${ORDER_ID}/receipts/${entryId}.pdf?locale=${locale}`;

describe('receipt links on the buy-out order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the payment and the surcharge with their receipts, and a receipt beside each refund', async () => {
    await renderShow('uk', `/buyout/show/${ORDER_ID}`);
    const payments = screen.getAllByTestId('buyout-payment');
    expect(payments).toHaveLength(2);
    expect(payments[0]!.textContent).toContain('Оплата замовлення');
    expect(payments[0]!.textContent).toContain('122,00');
    expect(payments[1]!.textContent).toContain('«Sneakers»: доплата');

    const first = within(payments[0]!).getByRole('link', {
      name: 'Квитанція (PDF): Оплата замовлення, 122,00\u00a0$',
    });
    expect(first.textContent).toBe('Квитанція (PDF)');
    expect(first.getAttribute('href')).toBe(receipt(PAYMENT, 'uk'));
    expect(first.hasAttribute('download')).toBe(true);
    expect(within(payments[1]!).getByRole('link').getAttribute('href')).toBe(receipt(SURCHARGE, 'uk'));

    const refund = screen.getByTestId('buyout-refund');
    const link = within(refund).getByRole('link', {
      name: /^Квитанція \(PDF\): «Headphones»: у магазині дешевше/,
    });
    expect(link.getAttribute('href')).toBe(receipt(REFUND, 'uk'));
    expect(screen.getAllByTestId('receipt-link')).toHaveLength(3);
  });

  it('asks for the receipt in the page’s language', async () => {
    await renderShow('en', `/en/buyout/show/${ORDER_ID}`);
    const links = screen.getAllByRole('link', { name: /^Receipt \(PDF\)/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      receipt(PAYMENT, 'en'),
      receipt(SURCHARGE, 'en'),
      receipt(REFUND, 'en'),
    ]);
    expect(screen.getByRole('heading', { name: 'Payments' })).toBeTruthy();
  });
});
