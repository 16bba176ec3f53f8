// The pages behind e-mailed links (SPEC §2 e-mail confirmation; issue 13 item 5 e-mail change): the
// token is spent once, in the browser, and the answer is shown on the page without a toast.
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { EmailChangeConfirmation } from './email-change-confirmation.js';
import { EmailConfirmation } from './email-confirmation.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(answer: (path: string) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : null });
      return answer(path);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('pages behind e-mailed links', () => {
  it('confirms the e-mail once, also when React runs the effect twice (StrictMode)', async () => {
    const calls = stubApi(() => json({ ok: true }));
    renderPage(
      () => (
        <StrictMode>
          <EmailConfirmation token="tok-1" />
        </StrictMode>
      ),
      { path: '/verify-email' },
    );
    await screen.findByText('Адресу електронної пошти підтверджено. Дякуємо!');
    expect(calls.filter((call) => call.path === '/api/verification/email/confirm')).toEqual([
      { path: '/api/verification/email/confirm', body: { token: 'tok-1' } },
    ]);
  });

  it('a link without its token says so and sends nothing', async () => {
    const calls = stubApi(() => json({}));
    renderPage(() => <EmailConfirmation token={null} />, { path: '/verify-email' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'У посиланні немає коду підтвердження. Відкрийте посилання з листа ще раз.',
    );
    expect(calls.filter((call) => call.path.includes('/confirm'))).toEqual([]);
  });

  it('the new address: the success names it', async () => {
    stubApi(() => json({ email: 'new@example.com' }));
    renderPage(() => <EmailChangeConfirmation token="tok-2" />, { path: '/confirm-email-change' });
    await screen.findByText('Готово: тепер ви входите з адресою new@example.com.');
  });

  it('the new address: a refused token shows the server words, not a toast', async () => {
    stubApi(() => json({ errorDescription: 'Посилання вже використано' }, 422));
    renderPage(() => <EmailChangeConfirmation token="tok-3" />, { path: '/confirm-email-change' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не вдалося змінити адресу.');
    expect(alert.textContent).toContain('Посилання вже використано');
  });
});
