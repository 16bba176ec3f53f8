// The sandbox bot keeps a message sent twice with one idempotency key once, like the mail and SMS
// sandboxes, and a key shared with another channel does not silence it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createSandboxSms } from '../sms/index.js';
import { createSandboxTelegram } from './sandbox.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsTo = (to: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

describe('sandbox Telegram outbox', () => {
  it('the same key twice is one row, with the button in the text and its link in meta', async () => {
    const bot = createSandboxTelegram(t.db);
    const message = {
      chatId: '9001',
      text: 'Посилка прибула',
      button: { text: 'Відкрити посилку', url: 'http://localhost:3000/parcels/1' },
      idempotencyKey: 'delivery-7',
    };
    await bot.send(message);
    await bot.send({ ...message, text: 'a retry' });
    await createSandboxSms(t.db).send({ to: '380501112233', text: 'SMS', idempotencyKey: 'delivery-7' });
    const rows = await rowsTo('telegram:9001');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subject).toBe('Telegram');
    expect(rows[0]!.text).toBe('Посилка прибула\n\nВідкрити посилку: http://localhost:3000/parcels/1');
    expect(rows[0]!.meta).toEqual({ channel: 'telegram', link: 'http://localhost:3000/parcels/1' });
    expect(await rowsTo('380501112233')).toHaveLength(1);
  });

  it('without a key every send is kept', async () => {
    const bot = createSandboxTelegram(t.db);
    await bot.send({ chatId: '9002', text: 'one' });
    await bot.send({ chatId: '9002', text: 'one' });
    expect(await rowsTo('telegram:9002')).toHaveLength(2);
  });
});
