import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { RegisterForm } from './register-form.js';

function Page() {
  return <RegisterForm devTools />;
}

function serverAnswers(...responses: Array<[number, unknown]>) {
  const fetch = vi.fn(async () => {
    const [status, body] = responses.shift() ?? [500, { errorDescription: 'unexpected call' }];
    return new Response(body === null ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const email = () => screen.getByLabelText(/Електронна пошта/);
const password = () => screen.getByLabelText(/^Пароль/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Зареєструватися' }));

describe('registration form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates on the client with the domain messages and sends nothing while invalid', async () => {
    const fetch = serverAnswers();
    renderPage(Page, { path: '/register' });
    fireEvent.change(await screen.findByLabelText(/Електронна пошта/), { target: { value: 'olena@' } });
    fireEvent.change(password(), { target: { value: 'short' } });
    submit();
    expect(await screen.findByText('Введіть коректну адресу електронної пошти')).toBeTruthy();
    expect(screen.getByText('Мінімум 8 символів')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a server 422 violation under its field, without a toast', async () => {
    serverAnswers([
      422,
      {
        errorDescription: 'Перевірте поля',
        violations: [{ property: 'email', message: 'Цю електронну адресу вже зареєстровано.' }],
      },
    ]);
    renderPage(Page, { path: '/register' });
    fireEvent.change(await screen.findByLabelText(/Електронна пошта/), {
      target: { value: 'demo@posylka.test' },
    });
    fireEvent.change(password(), { target: { value: 'Kyiv2026pass' } });
    submit();
    expect(await screen.findByText('Цю електронну адресу вже зареєстровано.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after 201 shows "check your e-mail" and resends to the same address', async () => {
    const fetch = serverAnswers([201, { token: 'session-token' }], [200, { sent: true }]);
    renderPage(Page, { path: '/register' });
    fireEvent.change(await screen.findByLabelText(/Електронна пошта/), {
      target: { value: 'olena@posylka.test' },
    });
    fireEvent.change(password(), { target: { value: 'Kyiv2026pass' } });
    submit();
    expect(await screen.findByRole('heading', { name: 'Перевірте пошту' })).toBeTruthy();
    expect(screen.getByText(/olena@posylka\.test/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '/dev/outbox' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати лист ще раз' }));
    expect(await screen.findByText('Лист надіслано ще раз.')).toBeTruthy();
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    await waitFor(() =>
      expect(calls.map(([url]) => url)).toEqual(['/api/auth/register', '/api/verification/email']),
    );
    expect(calls[1]?.[1].body).toBe('{"email":"olena@posylka.test"}');
  });
});
