import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render.js';
import { ToastProvider } from '../components/toasts/toast-context.js';
import { ToastRegion } from '../components/toasts/toast-region.js';
import { ApiProvider, useApi } from './api-provider.js';
import type { ApiClient } from '@posylka/contract';

let api: ApiClient | null = null;
function Capture() {
  api = useApi();
  return null;
}

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

function setup() {
  renderWithI18n(
    <ToastProvider>
      <ApiProvider locale="uk">
        <Capture />
        <ToastRegion />
      </ApiProvider>
    </ToastProvider>,
  );
  return api!;
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.querySelector('.toast__text')?.textContent);

describe('error toasts of failed calls (SPEC §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('"Any failed API call clears toasts and shows the response\'s errorDescription as an error toast"', async () => {
    const client = setup();
    answer(401, { errorDescription: 'Невірний e-mail або пароль' });
    await act(() => client.auth.login({ email: 'a@b.ua', password: 'x' }).catch(() => {}));
    answer(500, { errorDescription: 'Сервіс тимчасово недоступний' });
    await act(() => client.personal.me().catch(() => {}));
    expect(alerts()).toEqual(['Сервіс тимчасово недоступний']);
  });

  it('"except HTTP 422 (handled per field through violations) and calls marked no-error-toast"', async () => {
    const client = setup();
    answer(422, {
      errorDescription: 'Перевірте поля',
      violations: [{ property: 'email', message: 'Некоректний e-mail' }],
    });
    await act(() => client.auth.register({ email: 'x', password: 'y' }).catch(() => {}));
    answer(410, { errorDescription: 'Посилання застаріло' });
    await act(() => client.verification.confirmEmail({ token: 't' }, { noErrorToast: true }).catch(() => {}));
    expect(alerts()).toEqual([]);
  });

  it('sends the page language and the csrf cookie on writes', async () => {
    const client = setup();
    document.cookie = 'csrf_token=tok123';
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await act(() => client.auth.logout());
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'x-locale': 'uk', 'x-csrf-token': 'tok123' });
    expect(init.credentials).toBe('same-origin');
  });
});
