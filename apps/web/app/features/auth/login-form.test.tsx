import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToasts } from '../../components/toasts/toast-context.js';
import { renderPage } from '../../test/app-harness.js';
import { LoginForm } from './login-form.js';

function Where() {
  const { pathname, search } = useLocation();
  return <p>now at {pathname + search}</p>;
}

const fill = async (password: string) => {
  fireEvent.change(await screen.findByLabelText(/Електронна пошта/), {
    target: { value: 'demo@posylka.test' },
  });
  fireEvent.change(screen.getByLabelText(/^Пароль/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Увійти' }));
};

describe('login form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('bad credentials show the server text inside the form (role="alert"), no toast, focus on the password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errorDescription: 'Невірний e-mail або пароль.' }), { status: 401 }),
      ),
    );
    const { container } = renderPage(() => <LoginForm next="/ru/orders" />, { path: '/login' });
    await fill('wrong-password-1');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toBe('Невірний e-mail або пароль.');
    expect(container.querySelector('form')!.contains(alerts[0]!)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Пароль/)));
  });

  it('the sign-in lock (429) is shown in the form too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errorDescription: 'Забагато невдалих спроб входу.' }), {
            status: 429,
            headers: { 'retry-after': '60' },
          }),
      ),
    );
    const { container } = renderPage(() => <LoginForm next="/orders" />, { path: '/login' });
    await fill('wrong-password-1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Забагато невдалих спроб входу.');
    expect(container.querySelector('form')!.contains(alert)).toBe(true);
  });

  it('links "Forgot password?" to the page in the visitor\'s language', async () => {
    renderPage(() => <LoginForm next="/en/orders" />, { path: '/en/login', locale: 'en' });
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/en/forgot-password');
  });

  it('success goes to the ?next= page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ token: 't' }), { status: 200 })),
    );
    renderPage(() => <LoginForm next="/ru/orders?page=2" />, {
      path: '/login',
      extra: [{ path: 'ru/orders', Component: Where }],
    });
    await fill('Posylka-demo-2026');
    expect(await screen.findByText('now at /ru/orders?page=2')).toBeTruthy();
  });

  it('signing in clears the error toasts of before (issue 18: "the stale error toast stays")', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ token: 't' }), { status: 200 })),
    );
    function StaleToast() {
      const toasts = useToasts();
      const shown = useRef(false);
      useEffect(() => {
        if (shown.current) return;
        shown.current = true;
        toasts.show({ kind: 'error', text: 'Спершу увійдіть.' });
      }, [toasts]);
      return <LoginForm next="/orders" />;
    }
    renderPage(StaleToast, { path: '/login', extra: [{ path: 'orders', Component: Where }] });
    expect(await screen.findByText('Спершу увійдіть.')).toBeTruthy();
    await fill('Posylka-demo-2026');
    expect(await screen.findByText('now at /orders')).toBeTruthy();
    expect(screen.queryByText('Спершу увійдіть.')).toBeNull();
  });
});
