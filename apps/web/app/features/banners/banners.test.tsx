import type { BannerSlide } from '@posylka/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { BannerSlider } from './banner-slider.js';
import { CookieConsent } from './cookie-consent.js';

const slides: BannerSlide[] = [1, 2, 3].map((id) => ({
  id,
  href: id === 2 ? '/catalog' : null,
  alt: `Слайд ${id}`,
  imageDesktop: `/d${id}.svg`,
  imageDesktopWebp: null,
  imageMobile: `/m${id}.svg`,
  imageMobileWebp: `/m${id}.webp`,
}));

let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('reduce') ? reducedMotion : false,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.cookie = 'cookieConsent=; Max-Age=0; Path=/';
});

const active = () =>
  screen.getAllByTestId('banner-slide').findIndex((el) => el.classList.contains('banner-slide--active'));

describe('BannerSlider', () => {
  it('moves with the arrow keys and the arrow buttons, wrapping at both ends', async () => {
    renderPage(() => <BannerSlider slides={slides} churn={null} loggedIn={false} />, { path: '/' });
    const region = await screen.findByRole('region', { name: 'Акції та новини' });
    expect(active()).toBe(0);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(active()).toBe(1);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(active()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Наступний слайд' }));
    expect(active()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Слайд 3 з 3' }));
    expect(active()).toBe(2);
    expect(screen.getByRole('button', { name: 'Слайд 3 з 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('links each slide by the click rule: own href, else /register for a visitor', async () => {
    renderPage(() => <BannerSlider slides={slides} churn={null} loggedIn={false} />, { path: '/' });
    await screen.findByText('Слайд 1');
    const hrefs = screen
      .getAllByTestId('banner-slide')
      .map((s) => s.querySelector('a')?.getAttribute('href'));
    expect(hrefs).toEqual(['/register', '/catalog', '/register']);
  });

  it('sends a signed-in user to /orders and keeps only the active slide in the tab order', async () => {
    renderPage(() => <BannerSlider slides={slides} churn={null} loggedIn />, {
      path: '/en',
      pattern: 'en',
      locale: 'en',
    });
    await screen.findByText('Слайд 1');
    const links = screen.getAllByTestId('banner-slide').map((s) => s.querySelector('a'));
    expect(links[0]?.getAttribute('href')).toBe('/en/orders');
    expect(links.map((a) => a?.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });

  it('advances every 5 s, stops while hovered and when paused by the button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(() => <BannerSlider slides={slides} churn={null} loggedIn={false} />, { path: '/' });
    const region = await screen.findByRole('region', { name: 'Акції та новини' });
    expect(active()).toBe(0);
    // Let React run the effects that the router's async render left pending (they start the timer).
    await act(async () => {});
    act(() => vi.advanceTimersByTime(5_000));
    expect(active()).toBe(1);
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(15_000));
    expect(active()).toBe(1);
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Зупинити прокручування' }));
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(15_000));
    expect(active()).toBe(1);
    expect(
      screen.getByRole('button', { name: 'Продовжити прокручування' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('does not autoplay for visitors who prefer reduced motion', async () => {
    reducedMotion = true;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(() => <BannerSlider slides={slides} churn={null} loggedIn={false} />, { path: '/' });
    await screen.findByText('Слайд 1');
    await act(async () => {});
    act(() => vi.advanceTimersByTime(20_000));
    expect(active()).toBe(0);
  });

  it('shows the churn offer instead of the slides until it expires, linking to /orders', async () => {
    const expiredAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const churn = { discountAmount: '150', expiredAt, discountText: '150\u00a0₴' };
    renderPage(() => <BannerSlider slides={slides} churn={churn} loggedIn={false} />, { path: '/' });
    expect(await screen.findByText('Повертайтеся: знижка 150 ₴ на наступну посилку')).toBeTruthy();
    expect(screen.queryAllByTestId('banner-slide')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Оформити посилку' }).getAttribute('href')).toBe('/orders');
  });

  it('shows the normal slides when the churn offer has expired', async () => {
    const expiredAt = new Date(Date.now() - 1_000).toISOString();
    renderPage(
      () => (
        <BannerSlider
          slides={slides}
          churn={{ discountAmount: '150', expiredAt, discountText: '150\u00a0₴' }}
          loggedIn={false}
        />
      ),
      { path: '/' },
    );
    expect(await screen.findAllByTestId('banner-slide')).toHaveLength(3);
  });

  it('offers the mobile WebP with the original as fallback', async () => {
    renderPage(() => <BannerSlider slides={slides} churn={null} loggedIn={false} />, { path: '/' });
    await screen.findByText('Слайд 1');
    const picture = screen.getAllByTestId('banner-slide')[0]?.querySelector('picture');
    expect(picture?.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe('/m1.webp');
    expect(picture?.querySelector('source[media="(min-width: 1081px)"]')?.getAttribute('srcset')).toBe(
      '/d1.svg',
    );
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    const second = screen.getAllByTestId('banner-slide')[1]?.querySelector('img');
    expect(second?.getAttribute('loading')).toBe('lazy');
  });
});

describe('CookieConsent', () => {
  it('asks once, writes a one-year cookie on accept and is gone', async () => {
    const onAccepted = vi.fn();
    renderPage(() => <CookieConsent onAccepted={onAccepted} />, { path: '/' });
    const accept = await screen.findByRole('button', { name: 'Зрозуміло, приймаю' });
    const setter = vi.spyOn(document, 'cookie', 'set');
    fireEvent.click(accept);
    expect(setter).toHaveBeenCalledWith('cookieConsent=accepted; Max-Age=31536000; Path=/; SameSite=Lax');
    setter.mockRestore();
    await waitFor(() => expect(screen.queryByTestId('cookie-consent')).toBeNull());
    expect(onAccepted).toHaveBeenCalled();
  });

  it('stays hidden when the consent cookie is already there', async () => {
    document.cookie = 'cookieConsent=accepted; Path=/';
    renderPage(() => <CookieConsent />, { path: '/' });
    await act(async () => {});
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
  });
});

describe('GET /churn/active answer for the slider', () => {
  it('takes the UAH amount and expiry of an offer, and null when there is none', async () => {
    const { churnOfferFromAnswer } = await import('./churn.js');
    expect(
      churnOfferFromAnswer({
        offer: {
          discountAmount: { amount: '150.00', currency: 'UAH' },
          restrictedValue: null,
          expiredAt: '2026-12-21T00:00:00.000Z',
        },
      }),
    ).toEqual({ discountAmount: '150', expiredAt: '2026-12-21T00:00:00.000Z' });
    expect(churnOfferFromAnswer({ offer: null })).toBeNull();
    expect(churnOfferFromAnswer(null)).toBeNull();
  });
});

describe('daily pop-ups stay off form pages', () => {
  it('quiet on the wizards and address forms in every language, not elsewhere', async () => {
    const { isQuietPage } = await import('./quiet-pages.js');
    for (const path of [
      '/forwarding/declaration',
      '/en/forwarding/edit/0b5d3c1e-7a45-4c1b-9f77-3f1f3c2b8a10',
      '/ro/buyout/checkout',
      '/buyout/passport',
      '/eng/profile/addresses/new',
    ])
      expect(isQuietPage(path), path).toBe(true);
    for (const path of ['/', '/orders', '/en/catalog', '/forwarding/0b5d/success', '/profile/addresses'])
      expect(isQuietPage(path), path).toBe(false);
  });
});
