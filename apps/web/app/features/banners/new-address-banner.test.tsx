import type { MeResponse } from '@posylka/contract';
import { dailyBannerKey, UI_TIMINGS } from '@posylka/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRevalidator } from 'react-router';
import { renderPage } from '../../test/app-harness.js';
import { SiteNotices } from './site-notices.js';

const user: MeResponse = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'olena@example.com',
  emailVerified: true,
  locale: 'uk',
  customerCode: 'UA100001',
  firstName: null,
  lastName: null,
  firstNameCyr: null,
  lastNameCyr: null,
  middleNameCyr: null,
  phoneNumber: null,
};

/** The address book answers with `items` (or fails with `status`). */
function stubAddresses(items: unknown[], status = 200) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) =>
    status === 200
      ? new Response(JSON.stringify({ items }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response(JSON.stringify({ errorDescription: 'Збій' }), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const key = dailyBannerKey('newAddress');
beforeEach(() => {
  document.cookie = 'cookieConsent=accepted; Path=/';
  // The language banner comes first in the queue; it has been seen today, so it stays out.
  localStorage.setItem(dailyBannerKey('language'), String(Date.now()));
  localStorage.removeItem(key);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'cookieConsent=; Max-Age=0; Path=/';
  localStorage.clear();
});

describe('new-address banner (SPEC §2, once per 24 h)', () => {
  it('shows to a signed-in user without saved addresses, links to the new-address form and is remembered', async () => {
    stubAddresses([]);
    renderPage(() => <SiteNotices />, { path: '/orders', user });
    const banner = await screen.findByTestId('new-address-banner');
    expect(banner.textContent).toContain('Додайте адресу доставки');
    expect(screen.getByRole('link', { name: 'Додати адресу' }).getAttribute('href')).toBe(
      '/profile/addresses/new',
    );
    expect(Number(localStorage.getItem(key))).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(screen.queryByTestId('new-address-banner')).toBeNull();
  });

  it('stays hidden when the user already has an address', async () => {
    const fetch = stubAddresses([{ id: 'a1' }]);
    renderPage(() => <SiteNotices />, { path: '/orders', user });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/personal/addresses');
    expect(screen.queryByTestId('new-address-banner')).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('waits 24 h after the last showing, and never asks the server in between', async () => {
    const fetch = stubAddresses([]);
    localStorage.setItem(key, String(Date.now() - UI_TIMINGS.bannerOncePerMs + 60_000));
    renderPage(() => <SiteNotices />, { path: '/orders', user });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByTestId('new-address-banner')).toBeNull();
  });

  it('is not shown to visitors, who get the registration banner, and their address book is not asked', async () => {
    const fetch = stubAddresses([], 500);
    renderPage(() => <SiteNotices />, { path: '/' });
    expect(await screen.findByTestId('registration-banner')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows nothing and no error toast when the address book cannot be read', async () => {
    const fetch = stubAddresses([], 500);
    renderPage(() => <SiteNotices />, { path: '/orders', user });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('new-address-banner')).toBeNull();
    expect(screen.queryByText('Збій')).toBeNull();
  });
});

describe('registration banner (SPEC §4, visitors only)', () => {
  it('goes away once the visitor signs in, without a reload (issue 18: it stayed after login)', async () => {
    let current: MeResponse | null = null;
    function Page() {
      const revalidator = useRevalidator();
      return (
        <>
          <SiteNotices />
          <button type="button" onClick={() => void revalidator.revalidate()}>
            signed in
          </button>
        </>
      );
    }
    renderPage(Page, { path: '/catalog', user: () => current });
    await screen.findByTestId('registration-banner');
    current = user;
    fireEvent.click(screen.getByRole('button', { name: 'signed in' }));
    await waitFor(() => expect(screen.queryByTestId('registration-banner')).toBeNull());
  });
});
