import type { NotificationSettings } from '@posylka/contract';
import { notificationSettingsMatrix } from '@posylka/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { NotificationSettingsPage } from './settings-page.js';

const SETTINGS: NotificationSettings = {
  groups: notificationSettingsMatrix([]),
  reach: {
    email: { address: 'olena.k@example.com', verified: true },
    telegram: { linked: false, username: null },
    sms: { phone: null },
  },
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
type Call = { method: string; path: string; body: unknown };

/** The API as the page sees it: `answer` per "METHOD /path", else 500. */
function stubApi(answers: Record<string, (body: unknown) => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init.method ?? 'GET';
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, path, body });
      const answer = answers[`${method} ${path}`];
      return answer ? answer(body) : json({ errorDescription: 'unexpected' }, 500);
    }),
  );
  return calls;
}

const notLinked = () => json({ linked: false, username: null, linkedAt: null });

/** Renders the page and waits for it (the router stub renders after its loader). */
async function show(settings: NotificationSettings = SETTINGS) {
  renderPage(() => <NotificationSettingsPage settings={settings} />, { path: '/profile/notifications' });
  await screen.findByRole('heading', { name: 'Сповіщення', level: 1 });
}

const group = (name: string) => screen.getByRole('group', { name });
const toggle = (groupName: string, channel: string) =>
  within(group(groupName)).getByRole('switch', { name: channel }) as HTMLInputElement;

describe('notification settings page (issue 16 item 3)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a row per group with a labelled switch per channel; account and money e-mail on, disabled, with the reason', async () => {
    stubApi({ 'GET /api/personal/telegram': notLinked });
    await show();
    for (const name of ['Акаунт', 'Гроші', 'Посилки', 'Викуп', 'Нагадування'])
      expect(group(name)).toBeTruthy();
    const accountEmail = toggle('Акаунт', 'Пошта');
    expect(accountEmail.checked).toBe(true);
    expect(accountEmail.disabled).toBe(true);
    expect(accountEmail.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(accountEmail.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Листи про акаунт і гроші вимкнути не можна: вони завжди приходять на пошту.',
    );
    expect(toggle('Гроші', 'Telegram').disabled).toBe(false);
    expect(toggle('Посилки', 'Пошта').disabled).toBe(false);
    // SMS only where a message must not be missed.
    expect(within(group('Посилки')).getByRole('switch', { name: 'SMS' })).toBeTruthy();
    expect(within(group('Викуп')).queryByRole('switch', { name: 'SMS' })).toBeNull();
  });

  it('explains unreachable channels with an action: verify the phone, link Telegram; says what SMS is for', async () => {
    stubApi({ 'GET /api/personal/telegram': notLinked });
    await show();
    expect(within(group('Посилки')).getByText('Немає підтвердженого телефону')).toBeTruthy();
    expect(within(group('Посилки')).getByText('Telegram ще не під’єднано')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Підтвердити телефон у профілі' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(
      screen.getByText(
        'SMS надсилаємо лише про те, що не можна пропустити: ТТН Нової пошти та посилку, затриману на складі.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Під’єднати Telegram' })).toBeTruthy();
  });

  it('a verified phone and a linked chat: no notes', async () => {
    stubApi({
      'GET /api/personal/telegram': () =>
        json({ linked: true, username: 'olena_k', linkedAt: '2026-01-01T00:00:00Z' }),
    });
    await show({
      ...SETTINGS,
      reach: {
        ...SETTINGS.reach,
        telegram: { linked: true, username: 'olena_k' },
        sms: { phone: '380671234567' },
      },
    });
    expect(await screen.findByText('Під’єднано: @olena_k')).toBeTruthy();
    expect(screen.getByText('+38 (067) 123 45 67')).toBeTruthy();
    expect(within(group('Посилки')).queryByText('Немає підтвердженого телефону')).toBeNull();
  });

  it('a switch saves at once: shown off immediately, PUT with only that switch, a quiet "saved"', async () => {
    const calls = stubApi({
      'GET /api/personal/telegram': notLinked,
      'PUT /api/personal/notification-settings': () => json(SETTINGS),
    });
    await show();
    const parcelsEmail = toggle('Посилки', 'Пошта');
    fireEvent.click(parcelsEmail);
    expect(parcelsEmail.checked).toBe(false);
    const status = await screen.findByText('Збережено');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/personal/notification-settings', body: { parcels: { email: false } } },
    ]);
  });

  it('a failed save puts the switch back and says why', async () => {
    stubApi({
      'GET /api/personal/telegram': notLinked,
      'PUT /api/personal/notification-settings': () =>
        json(
          {
            errorDescription: 'Перевірте поля',
            violations: [
              { property: 'reminders.telegram', message: 'Ці повідомлення не надсилаються цим каналом' },
            ],
          },
          422,
        ),
    });
    await show();
    const remindersTelegram = toggle('Нагадування', 'Telegram');
    fireEvent.click(remindersTelegram);
    expect(remindersTelegram.checked).toBe(false);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Не вдалося зберегти, перемикач повернуто як було. Спробуйте ще раз. Ці повідомлення не надсилаються цим каналом',
    );
    await waitFor(() => expect(remindersTelegram.checked).toBe(true));
  });

  it('Link Telegram: asks for the deep link, opens it, and shows the chat once it pressed Start', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    let linked = false;
    const calls = stubApi({
      'GET /api/personal/telegram': () =>
        json(
          linked
            ? { linked: true, username: 'olena_k', linkedAt: '2026-01-01T00:00:00Z' }
            : { linked: false, username: null, linkedAt: null },
        ),
      'POST /api/personal/telegram/link': () =>
        json({
          url: 'https://t.me/posylka_bot?start=abc',
          expiresAt: new Date(Date.now() + 900_000).toISOString(),
        }),
      'DELETE /api/personal/telegram': () => json({ linked: false, username: null, linkedAt: null }),
    });
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Під’єднати Telegram' }));
    expect(
      await screen.findByText('Натисніть «Start» у боті Posylka. Ця сторінка оновиться сама.'),
    ).toBeTruthy();
    expect(open).toHaveBeenCalledWith('https://t.me/posylka_bot?start=abc', '_blank', 'noopener');
    expect(screen.getByRole('link', { name: 'Відкрити Telegram' }).getAttribute('href')).toBe(
      'https://t.me/posylka_bot?start=abc',
    );
    linked = true;
    expect(await screen.findByText('Під’єднано: @olena_k')).toBeTruthy();
    // The Telegram switches are reachable now.
    expect(within(group('Посилки')).queryByText('Telegram ще не під’єднано')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Від’єднати' }));
    expect(await screen.findByText('Telegram від’єднано.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/personal/telegram')).toBe(true);
  });

  it('a server without the Telegram routes (404): the card hides itself', async () => {
    stubApi({ 'GET /api/personal/telegram': () => json({ errorDescription: 'Не знайдено.' }, 404) });
    await show();
    await waitFor(() => expect(screen.queryByTestId('telegram-card')).toBeNull());
    // The switches still work.
    expect(toggle('Посилки', 'Telegram')).toBeTruthy();
  });
});
