// The buy-out order's title (SPEC §3 "Замовлення від DD.MM.YYYY."): the day it is made, in Kyiv, and a
// saved default title read in the page's language (the domain's buyoutOrderNameIn).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { BuyoutCheckout } from './buyout-checkout.js';
import type { BuyoutCheckoutData } from './load-checkout.js';
import { data, json, order, ORDER_ID, stubApi } from './test/fixtures.js';

function renderCheckout(d: BuyoutCheckoutData, query = '') {
  return renderPage(() => <BuyoutCheckout data={d} />, {
    path: `/buyout/checkout${query}`,
    pattern: 'buyout/checkout',
    user: d.me,
  });
}

const field = (n: number, label: RegExp) =>
  within(screen.getByRole('listitem', { name: `Товар ${n}` })).getByLabelText(label);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the default title: "Замовлення від DD.MM.YYYY." (SPEC §3) of the day the order is created', () => {
  it('takes the day in Kyiv (issue 18: at 23:30 UTC it is already the next day there)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-30T23:30:00.000Z'));
    const calls = stubApi((url) =>
      url.pathname === '/api/buyout/draft' ? json(order({ products: [] }), 201) : undefined,
    );
    renderCheckout(data(), '?default-link=https%3A%2F%2Fwww.amazon.com%2Fdp%2FB0C1&default-price=19.99');
    fireEvent.change(await waitFor(() => field(1, /Назва товару/)), { target: { value: 'Kindle' } });
    await act(() => vi.advanceTimersByTimeAsync(1_600));
    const draft = calls.find((c) => c.url.pathname === '/api/buyout/draft');
    expect(draft?.body).toMatchObject({ name: 'Замовлення від 01.12.2026.' });
  });
});

describe('a saved order with the default title, opened in another language (issue 18)', () => {
  it('on /en the title field reads "Order of 21.11.2026." (saved as "Замовлення від 21.11.2026."); a title of the customer\'s own stays', async () => {
    stubApi();
    renderPage(() => <BuyoutCheckout data={data({ order: order() })} />, {
      path: `/en/buyout/checkout?orderId=${ORDER_ID}`,
      pattern: 'en/buyout/checkout',
      locale: 'en',
    });
    const title = (await screen.findByLabelText('Order name')) as HTMLInputElement;
    expect(title.value).toBe('Order of 21.11.2026.');
    cleanup();

    stubApi();
    renderPage(() => <BuyoutCheckout data={data({ order: order({ name: 'Gifts for mum' }) })} />, {
      path: `/en/buyout/checkout?orderId=${ORDER_ID}`,
      pattern: 'en/buyout/checkout',
      locale: 'en',
    });
    expect(((await screen.findByLabelText('Order name')) as HTMLInputElement).value).toBe('Gifts for mum');
  });
});
