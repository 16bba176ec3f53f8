import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { ResetPasswordForm } from './reset-password-form.js';

function serverAnswers(...responses: Array<[number, unknown]>) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const [status, body] = responses.shift() ?? [500, { errorDescription: 'unexpected call' }];
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const TOKEN = 'a'.repeat(43);
const password = () => screen.getByLabelText(/^Новий пароль/);
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Зберегти пароль' }));

describe('reset password form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the new password with the registration rules as typed; show/hide toggles it', async () => {
    const fetch = serverAnswers();
    renderPage(() => <ResetPasswordForm token={TOKEN} />, { path: `/reset-password?token=${TOKEN}` });
    fireEvent.change(await screen.findByLabelText(/^Новий пароль/), { target: { value: 'onlyletters' } });
    fireEvent.blur(password());
    expect(await screen.findByText('Пароль має містити хоча б одну літеру й одну цифру')).toBeTruthy();
    expect(password().getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByLabelText('Показати пароль'));
    expect(password().getAttribute('type')).toBe('text');
    submit();
    await screen.findByText('Пароль має містити хоча б одну літеру й одну цифру');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the token with the password, then offers to sign in', async () => {
    const fetch = serverAnswers([200, { passwordReset: true }]);
    renderPage(() => <ResetPasswordForm token={TOKEN} />, { path: '/en/reset-password', locale: 'en' });
    fireEvent.change(await screen.findByLabelText(/^New password/), {
      target: { value: 'harbour-2027-new' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save the password' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your password was changed.');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en/login');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({
      token: TOKEN,
      password: 'harbour-2027-new',
    });
  });

  it('a spent link says so in an alert with the way to a new e-mail; a weak password goes under its field', async () => {
    serverAnswers(
      [
        422,
        {
          errorDescription: 'x',
          violations: [{ property: 'password', message: 'Цей пароль надто поширений' }],
        },
      ],
      [
        422,
        {
          errorDescription: 'x',
          violations: [{ property: 'token', message: 'Це посилання вже використано.' }],
        },
      ],
    );
    renderPage(() => <ResetPasswordForm token={TOKEN} />, { path: '/reset-password' });
    fireEvent.change(await screen.findByLabelText(/^Новий пароль/), { target: { value: 'password1' } });
    submit();
    expect(await screen.findByText('Цей пароль надто поширений')).toBeTruthy();
    expect(password().getAttribute('aria-invalid')).toBe('true');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Це посилання вже використано.');
    expect(screen.getByRole('link', { name: 'Запросити новий лист' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('a link without a token offers a new e-mail', async () => {
    renderPage(() => <ResetPasswordForm token={null} />, { path: '/reset-password' });
    expect((await screen.findByRole('alert')).textContent).toContain('У посиланні немає коду.');
  });
});
