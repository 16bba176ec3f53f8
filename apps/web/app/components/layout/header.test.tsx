import type { MeResponse } from '@posylka/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-provider.js';
import { RESOURCES } from '../../i18n/resources.server.js';
import type { RootData } from '../../root-data.js';
import { renderWithI18n } from '../../test/render.js';
import { ToastProvider } from '../toasts/toast-context.js';
import { ToastRegion } from '../toasts/toast-region.js';
import { Header } from './header.js';
import { needsPhoneVerification } from './user-menu.js';

const demo: MeResponse = {
  id: '5a4d7f0e-3a5b-4c1e-9a39-0a4f1b7e2c11',
  email: 'demo@posylka.test',
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

function renderHeader(path: string, user: MeResponse | null) {
  const locale = path.startsWith('/en') ? 'en' : 'uk';
  const data: RootData = {
    locale,
    origin: 'http://localhost',
    resources: RESOURCES[locale],
    user,
    devTools: false,
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => data,
      Component: () => (
        <ToastProvider>
          <ApiProvider locale={locale}>
            <Header />
            <Outlet />
            <ToastRegion />
          </ApiProvider>
        </ToastProvider>
      ),
      children: [
        { path: '*', Component: () => <p>elsewhere</p> },
        { index: true, Component: () => <p>home page</p> },
      ],
    },
  ]);
  return renderWithI18n(<Stub initialEntries={[path]} />, locale);
}

describe('header', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('anonymous visitors get Log in and Sign up links with the locale prefix', async () => {
    renderHeader('/en/catalog?page=2', null);
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe('/en/login');
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]?.getAttribute('href')).toBe('/en/register');
    expect(screen.getByRole('link', { name: 'Forwarding' }).getAttribute('href')).toBe(
      '/en/forwarding/declaration',
    );
  });

  it('the language list keeps the current page and query', async () => {
    renderHeader('/en/catalog?page=2', null);
    const ukrainian = await screen.findByRole('link', { name: 'Українська', hidden: true });
    expect(ukrainian.getAttribute('href')).toBe('/catalog?page=2');
    expect(screen.getByRole('link', { name: 'Română', hidden: true }).getAttribute('href')).toBe(
      '/ro/catalog?page=2',
    );
  });

  it('a signed-in user gets the menu with e-mail, My orders and Log out, and the unverified-phone marker', async () => {
    renderHeader('/', demo);
    expect(await screen.findByRole('button', { name: 'Меню користувача: demo@posylka.test' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Мої замовлення', hidden: true }).getAttribute('href')).toBe(
      '/orders',
    );
    // Issue 13 item 10: the profile sits with the other cabinet links.
    expect(screen.getByRole('link', { name: 'Мій профіль', hidden: true }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(screen.getByRole('button', { name: 'Вийти', hidden: true })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Номер телефону не підтверджено/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Увійти' })).toBeNull();
  });

  it('the marker shows when the phone is missing or not verified, not when verified', () => {
    expect(needsPhoneVerification({ phoneNumber: null })).toBe(true);
    expect(needsPhoneVerification({ phoneNumber: { number: '380671234567', verified: false } })).toBe(true);
    expect(needsPhoneVerification({ phoneNumber: { number: '380671234567', verified: true } })).toBe(false);
  });

  it('Log out calls the API (its client loads on that click) and goes to the home page', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderHeader('/orders', demo);
    expect(await screen.findByText('elsewhere')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Меню користувача: demo@posylka.test' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Вийти' })));
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([init.method, url]).toEqual(['POST', '/api/auth/logout']);
    expect(init.headers).toMatchObject({ 'x-locale': 'uk' });
  });

  it('a failed log out keeps the visitor where they are and shows the reason (SPEC §8 toast)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errorDescription: 'Сервіс тимчасово недоступний' }), { status: 503 }),
      ),
    );
    renderHeader('/orders', demo);
    fireEvent.click(await screen.findByRole('button', { name: 'Меню користувача: demo@posylka.test' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Вийти' })));
    expect((await screen.findByRole('alert')).textContent).toContain('Сервіс тимчасово недоступний');
    expect(screen.getByText('elsewhere')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Вийти' }).hasAttribute('disabled')).toBe(false),
    );
  });
});
