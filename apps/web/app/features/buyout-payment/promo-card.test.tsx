import type { ChurnOffer } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { PaymentFailureView } from './failure-view.js';
import { resetPaymentEventsForTests } from './payment-events.js';
import { formatOfferEnd } from './promo-card.js';
import { PaymentSuccessView } from './success-view.js';
import { pageData } from './test-order.js';

// Issue 14 item 6: SPEC §2 payment pages "a promo-code card", with the offer the payment result gave
// (SPEC §9 "Promo: 100 UAH off delivery, valid 2 hours after success or 3 days after failure").
const NOW = new Date('2026-06-01T09:00:00Z');
const AFTER_SUCCESS = '2026-06-01T11:00:00.000Z';
const AFTER_FAILURE = '2026-06-04T09:00:00.000Z';

const offer = (expiredAt: string): ChurnOffer => ({
  discountAmount: { amount: '100.00', currency: 'UAH' },
  restrictedValue: null,
  expiredAt,
});

function stubChurn(answer: { offer: ChurnOffer | null }) {
  const fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    const body = url.pathname === '/api/churn/active' ? answer : { errorDescription: 'Щось пішло не так' };
    return new Response(JSON.stringify(body), { status: url.pathname === '/api/churn/active' ? 200 : 500 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The page asked for the offer and had time to show what it got. */
async function churnAnswered(fetch: ReturnType<typeof stubChurn>) {
  await waitFor(() =>
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/churn/active'))).toBe(true),
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
}

async function render(page: 'success' | 'failure', locale: Locale = 'uk') {
  const data = pageData();
  const prefix = locale === 'uk' ? '' : `/${locale}`;
  renderPage(
    () => (page === 'success' ? <PaymentSuccessView data={data} /> : <PaymentFailureView data={data} />),
    { path: `${prefix}/buyout/payment/${page}?orderId=${data.order.id}`, locale },
  );
  await screen.findByRole('heading', { level: 1 });
}

const card = async () =>
  (await screen.findByRole('heading', { level: 2, name: /на доставку|off delivery/ })).closest('aside')!;

describe('the payment result pages’ promo card (GET /api/churn/active)', () => {
  beforeEach(() => {
    resetPaymentEventsForTests();
    window.dataLayer = [];
    // Only the clock: the page's own timers (queries, retries) run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('success: 100 UAH off delivery, until 2 hours later in Kyiv time, and a link to start a parcel', async () => {
    stubChurn({ offer: offer(AFTER_SUCCESS) });
    await render('success');
    const promo = await card();
    expect(within(promo).getByRole('heading').textContent).toBe('Ваша знижка 100,00\u00a0₴ на доставку');
    // 11:00 UTC is 14:00 in Kyiv (summer time, UTC+3).
    expect(promo.textContent).toContain(
      'Діє до 1 червня о 14:00 за київським часом і застосується до наступного замовлення автоматично.',
    );
    expect(within(promo).getByRole('link', { name: 'Оформити посилку' }).getAttribute('href')).toBe(
      '/forwarding/declaration',
    );
  });

  it('failure: the same card with the 3-day end', async () => {
    stubChurn({ offer: offer(AFTER_FAILURE) });
    await render('failure');
    const promo = await card();
    expect(promo.textContent).toContain('Діє до 4 червня о 12:00 за київським часом');
    expect(within(promo).getByRole('link', { name: 'Оформити посилку' })).toBeTruthy();
  });

  it('in the other languages: amount, end and the link under the language prefix', async () => {
    stubChurn({ offer: offer(AFTER_FAILURE) });
    await render('failure', 'en');
    const promo = await card();
    expect(within(promo).getByRole('heading').textContent).toBe('Your ₴100.00 off delivery');
    expect(promo.textContent).toContain('Valid until June 4 at 12:00 PM Kyiv time');
    expect(within(promo).getByRole('link', { name: 'Declare a parcel' }).getAttribute('href')).toBe(
      '/en/forwarding/declaration',
    );
  });

  it('no card without an offer', async () => {
    const fetch = stubChurn({ offer: null });
    await render('success');
    await churnAnswered(fetch);
    expect(document.querySelector('.bo-pay-promo')).toBeNull();
  });

  it('… nor for one that has ended', async () => {
    const fetch = stubChurn({ offer: offer('2026-06-01T08:59:00.000Z') });
    await render('failure');
    await churnAnswered(fetch);
    expect(document.querySelector('.bo-pay-promo')).toBeNull();
  });
});

describe('formatOfferEnd: the page’s language, Kyiv time whatever the browser’s zone', () => {
  it.each([
    ['uk', AFTER_SUCCESS, '1 червня о 14:00'],
    ['ru', AFTER_SUCCESS, '1 июня в 14:00'],
    ['ro', AFTER_SUCCESS, '1 iunie la 14:00'],
    // Winter time: UTC+2.
    ['uk', '2026-12-01T11:00:00.000Z', '1 грудня о 13:00'],
  ] as const)('%s %s -> %s', (locale, iso, text) => {
    expect(formatOfferEnd(iso, locale)).toBe(text);
  });
});
