import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('bad credentials show the server text as an error toast and stay on the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ errorDescription: 'Невірний e-mail або пароль.' }), { status: 401 }),
      ),
    );
    renderPage(() => <LoginForm next="/ru/orders" />, { path: '/login' });
    await fill('wrong-password-1');
    expect((await screen.findByRole('alert')).textContent).toContain('Невірний e-mail або пароль.');
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
});
