import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { ForgotPasswordForm } from './forgot-password-form.js';

function serverAnswers(...responses: Array<[number, unknown]>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = responses.shift() ?? [500, { errorDescription: 'unexpected call' }];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('forgot password form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the address as typed and sends nothing while it is invalid', async () => {
    const fetch = serverAnswers();
    renderPage(() => <ForgotPasswordForm devTools={false} />, { path: '/forgot-password' });
    fireEvent.change(await screen.findByLabelText(/Електронна пошта/), { target: { value: 'olena@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати посилання' }));
    expect(await screen.findByText('Введіть коректну адресу електронної пошти')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the address and answers calmly, not saying whether an account exists', async () => {
    const fetch = serverAnswers([200, { accepted: true }]);
    renderPage(() => <ForgotPasswordForm devTools />, { path: '/forgot-password' });
    fireEvent.change(await screen.findByLabelText(/Електронна пошта/), {
      target: { value: ' Olena@Example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Надіслати посилання' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(
      'Якщо обліковий запис із адресою olena@example.com існує, ми надіслали на неї посилання.',
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/api/auth/password/forgot');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'olena@example.com' });
    expect(screen.getByRole('link', { name: 'Повернутися до входу' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: '/dev/outbox' })).toBeTruthy();
  });
});
