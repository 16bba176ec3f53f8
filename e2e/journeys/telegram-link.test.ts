// Journey of issue 16 "Telegram: the customer links the account from the profile with a deep link
// (/start <token>); the bot sends the same events". With the sandbox bot (`npm start`) the deep link
// opens the dev outbox's fake chat, whose Start posts to the webhook the update Telegram would send.
// A customer on a phone (390 px) links Telegram on /profile/notifications, the card notices the
// linked chat by itself; an operator at a desk (1440 px) receives a parcel of theirs in the /admin
// console, and the bot's message about it arrives in that chat. The declaration goes through the API.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, screenshot } from '../support/browser.js';
import {
  acceptCookies,
  addWarehouseAddressThroughApi,
  declareUsParcelThroughApi,
  asNewCustomer,
  hydrated,
  newTrackNumber,
  noHorizontalOverflow,
  verifyPhoneThroughApi,
  type CustomerApi,
} from '../support/forwarding.js';
import { setUpStage, type Stage } from '../support/journey.js';

const stage = setUpStage();

/** The bot's replies and the parcel's state as the server words them in Ukrainian. */
const LINKED_REPLY = 'Готово! Telegram під’єднано до вашого акаунта Posylka';
const AT_WAREHOUSE = 'На складі';

/** A US parcel, 1 x 30 USD to a Kyiv department, completed through the API. */
async function declareParcel(api: CustomerApi, track: string): Promise<{ id: string; number: string }> {
  const phone = await verifyPhoneThroughApi(api);
  const department = await addWarehouseAddressThroughApi(api, 'department');
  return declareUsParcelThroughApi(api, {
    phone,
    addressId: department.id,
    track,
    item: { name: 'Wool socks', quantity: 1, amount: '30.00' },
  });
}

/** The operator signs in to the console's receiving desk in a context of their own. */
async function operatorDesk(
  stage: Stage,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await stage.browser.newContext({
    viewport: VIEWPORTS.desktop,
    baseURL: stage.server.url,
    locale: 'uk-UA',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto('/login?next=%2Fadmin%2Freceive');
  await hydrated(page);
  await acceptCookies(page);
  await page.locator('input[type=email]').fill('operator@posylka.test');
  await page.locator('input[autocomplete=current-password]').fill('Posylka-operator-2026');
  await page.locator('form button[type=submit]').click();
  await page.waitForURL(/\/admin\/receive$/);
  await hydrated(page);
  return { page, errors, close: () => context.close() };
}

interface OutboxRow {
  to: string;
  text: string;
  meta: Record<string, unknown>;
}

/** Waits for the bot's message of `event` in the chat (the worker polls every 2 s). */
async function botMessage(chatId: string, event: string, timeoutMs = 20_000): Promise<OutboxRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(
      `${stage.server.url}/api/dev/outbox?to=${encodeURIComponent(`telegram:${chatId}`)}`,
    );
    const { messages } = (await res.json()) as { messages: OutboxRow[] };
    const found = messages.find((m) => m.meta.kind === event);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`no ${event} in telegram:${chatId}: ${JSON.stringify(messages.map((m) => m.text))}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

test.describe('Telegram linked from the profile', () => {
  test('link the chat with the deep link, then the bot tells about the received parcel', async () => {
    await asNewCustomer(
      stage,
      { viewport: VIEWPORTS.mobile, tag: 'telegram' },
      async ({ page, errors, api }) => {
        const track = newTrackNumber('TG');
        const parcel = await declareParcel(api, track);

        await page.goto('/profile/notifications');
        await hydrated(page);
        await acceptCookies(page);
        const card = page.getByTestId('telegram-card');
        await card.getByText('Отримуйте повідомлення в Telegram').waitFor();
        await screenshot(page, 'telegram-card-unlinked');

        // The card opens the deep link in a new tab: with the sandbox bot, the fake chat.
        const [chat] = await Promise.all([
          page.context().waitForEvent('page'),
          card.getByRole('button', { name: 'Під’єднати Telegram' }).click(),
        ]);
        await chat.waitForLoadState();
        assert.match(
          new URL(chat.url()).pathname + new URL(chat.url()).search,
          /^\/dev\/telegram\?start=[\w-]{43}$/,
        );
        const chatId = await chat.locator('[data-chat-id]').getAttribute('data-chat-id');
        assert.ok(chatId, 'the fake chat names its chat id');
        await card.getByText('Натисніть «Start» у боті Posylka').waitFor();

        await chat.getByRole('button', { name: 'Start', exact: true }).click();
        await chat.getByText(LINKED_REPLY).waitFor();
        await screenshot(chat, 'telegram-chat-linked');

        // The profile's card sees the linked chat without a reload (it asks every 3 s).
        await card.getByText('Під’єднано: @posylka_tester').waitFor({ timeout: 15_000 });
        const problems: string[] = [];
        await noHorizontalOverflow(page, problems, 'notifications at 390 px');
        assert.deepEqual(problems, []);
        await screenshot(page, 'telegram-card-linked');
        const state = await api.call<{ linked: boolean; username: string | null }>(
          'GET',
          '/personal/telegram',
        );
        assert.deepEqual(
          { linked: state.body.linked, username: state.body.username },
          {
            linked: true,
            username: 'posylka_tester',
          },
        );

        // The warehouse receives the parcel in the console.
        const desk = await operatorDesk(stage);
        try {
          const trackInput = desk.page.getByLabel('Трек-номер', { exact: true });
          await trackInput.fill(track);
          await trackInput.press('Enter');
          await desk.page.getByText(`Знайдено: ${parcel.number}`).waitFor();
          await desk.page.getByLabel('Вага, кг').fill('0.4');
          await desk.page.getByLabel('Довжина, см').fill('20');
          await desk.page.getByLabel('Ширина, см').fill('15');
          await desk.page.getByLabel('Висота, см').fill('5');
          await desk.page.getByLabel('Висота, см').press('Enter');
          await desk.page.getByText(`Посилку ${parcel.number} прийнято на склад.`).waitFor();
          assert.deepEqual(desk.errors, []);
        } finally {
          await desk.close();
        }

        // The bot writes to the linked chat: the parcel, its state and a button to its page.
        const message = await botMessage(chatId, 'parcel.state');
        assert.ok(message.text.includes(parcel.number), message.text);
        assert.ok(message.text.includes(AT_WAREHOUSE), message.text);
        assert.match(String(message.meta.link), new RegExp(`/forwarding/show/${parcel.id}$`));
        await chat.goto(`/dev/telegram?chat=${chatId}`);
        await chat.getByText(`Посилка ${parcel.number}: ${AT_WAREHOUSE}`).first().waitFor();
        await screenshot(chat, 'telegram-chat-parcel-received');
        assert.deepEqual(errors, []);
      },
    );
  });
});
