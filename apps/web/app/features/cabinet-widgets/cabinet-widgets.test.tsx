import type { LoyaltyHistory } from '@posylka/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { BonusesWidget } from './bonuses-widget.js';
import { BonusHistory } from './bonus-history.js';
import { DiscountsCarousel } from './discounts-carousel.js';
import { PromoCodeDisplay } from './promo-code.js';

const uah = (amount: string) => ({ amount, currency: 'UAH' as const });
const entry = (i: number, type: 'earn' | 'spend', amount: string) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  date: `2026-11-0${i}T10:00:00.000Z`,
  type,
  value: uah(amount),
  reason: type === 'earn' ? ('parcel_received' as const) : ('delivery_paid' as const),
  orderRef: `UA100001-000${i}`,
});
const history = (n: number): LoyaltyHistory => ({
  items: Array.from({ length: n }, (_, i) => entry(i + 1, i === 1 ? 'spend' : 'earn', '5.00')),
  totals: { earned: uah('20.00'), spent: uah('5.00'), balance: uah('15.00') },
});

/** A fetch that answers by path, as the server would. */
function stubApi(routes: Record<string, unknown>) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = routes[path];
    if (body === undefined)
      return new Response(JSON.stringify({ errorDescription: 'Не знайдено.' }), { status: 404 });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'alertsCookie=; Max-Age=0; Path=/';
  document.cookie = 'discountsCookie=; Max-Age=0; Path=/';
});

describe('bonuses widget (SPEC §2) and history (SPEC §3, totals in UAH)', () => {
  it('shows the balance, and the history modal loads when opened', async () => {
    const fetch = stubApi({
      '/api/personal/loyalty/balance': uah('80.00'),
      '/api/personal/loyalty/history': history(2),
    });
    renderPage(() => <BonusesWidget />, { path: '/orders' });
    expect((await screen.findByTestId('bonus-balance')).textContent).toBe('80,00\u00a0₴');
    expect(fetch.mock.calls.some(([u]) => String(u).includes('history'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Історія бонусів' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2 операції')).toBeTruthy();
    expect(within(dialog).getAllByTestId('bonus-row')).toHaveLength(2);
    expect(within(dialog).getByText('−5,00 ₴')).toBeTruthy();
    expect(within(dialog).getByText('15,00 ₴')).toBeTruthy();
  });

  it('Ukrainian plural forms for the number of transactions: 1, 3, 5, 21', async () => {
    const cases: Array<[number, string]> = [
      [1, '1 операція'],
      [3, '3 операції'],
      [5, '5 операцій'],
      [21, '21 операція'],
    ];
    for (const [n, text] of cases) {
      const big = history(1);
      big.items = Array.from({ length: n }, (_, i) => ({ ...entry(1, 'earn', '5.00'), id: `id-${i}` }));
      const { unmount } = renderPage(() => <BonusHistory history={big} />, { path: '/orders' });
      expect(await screen.findByText(text)).toBeTruthy();
      unmount();
    }
  });

  it('an empty history says how bonuses are earned', async () => {
    renderPage(() => <BonusHistory history={{ ...history(0), items: [] }} />, { path: '/orders' });
    expect(await screen.findByText(/Поки що бонусів немає/)).toBeTruthy();
  });
});

describe('promo-code display (SPEC §2, copy toast 2 s)', () => {
  beforeEach(() => stubApi({}));

  it('copies the code and confirms in a toast; a refused clipboard says how to copy by hand', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(() => <PromoCodeDisplay code="POSYLKA100" />, { path: '/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Копіювати промокод POSYLKA100' }));
    expect(await screen.findByText('Промокод скопійовано')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('POSYLKA100');

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Копіювати промокод POSYLKA100' }));
    expect(await screen.findByText(/Не вдалося скопіювати/)).toBeTruthy();
  });
});

describe('discounts and news carousel: hiding is kept in cookies (SPEC §4 alertsCookie, discountsCookie)', () => {
  const promotion = {
    id: 1,
    slug: 'usa',
    placement: 'home',
    countryCode: null,
    title: '−15 % на доставку зі США',
    text: 'До кінця місяця.',
    href: '/forwarding/declaration',
    color: '#000',
    textColor: '#fff',
    discountPercent: '15',
    endsAt: null,
  };
  const posts = {
    locale: 'uk',
    items: [
      {
        id: 7,
        slug: 'cn',
        title: 'Склад у Китаї: перерва',
        text: 'З 2 по 17 лютого.',
        image: null,
        publishedAt: '2026-11-18T09:00:00.000Z',
      },
    ],
  };

  it('shows both kinds one at a time; hiding discounts writes discountsCookie and leaves the news', async () => {
    stubApi({ '/api/extra/promotions/home': [promotion], '/api/notifications/posts': posts });
    renderPage(() => <DiscountsCarousel />, { path: '/orders' });
    expect(await screen.findByText('−15 % на доставку зі США')).toBeTruthy();
    expect(screen.getByText('1 з 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Наступний' }));
    expect(screen.getByText('Склад у Китаї: перерва')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Приховати знижки' }));
    expect(document.cookie).toContain('discountsCookie=1');
    expect(screen.queryByText('−15 % на доставку зі США')).toBeNull();
    expect(screen.getByText('Склад у Китаї: перерва')).toBeTruthy();
  });

  it('with both cookies set nothing is fetched, and "show again" clears them', async () => {
    document.cookie = 'alertsCookie=1; Path=/';
    document.cookie = 'discountsCookie=1; Path=/';
    const fetch = stubApi({ '/api/extra/promotions/home': [promotion], '/api/notifications/posts': posts });
    renderPage(() => <DiscountsCarousel />, { path: '/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Показати знову' }));
    expect(document.cookie).not.toContain('discountsCookie=1');
    expect(document.cookie).not.toContain('alertsCookie=1');
    expect(await screen.findByText('−15 % на доставку зі США')).toBeTruthy();
    expect(fetch).toHaveBeenCalled();
  });
});
