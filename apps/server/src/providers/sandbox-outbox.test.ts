// The sandbox mail and SMS adapters keep a message sent twice with one idempotency key once, as a
// real gateway's retried message reaches the customer once (PGlite, or PostgreSQL with DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createSandboxMail } from './mail/index.js';
import { createSandboxSms } from './sms/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsTo = (to: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

describe('sandbox outbox idempotency', () => {
  it('mail: the same key twice is one row, with the extra headers in meta', async () => {
    const mail = createSandboxMail(t.db);
    const message = {
      to: 'once@example.com',
      subject: 'Посилка прибула',
      text: 'Ваша посилка прибула.',
      html: '<p>Ваша посилка прибула.</p>',
      meta: { kind: 'notification' },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      idempotencyKey: 'delivery-1',
    };
    await mail.send(message);
    await mail.send({ ...message, text: 'a retry' });
    const rows = await rowsTo('once@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toBe('Ваша посилка прибула.');
    expect(rows[0]!.meta).toEqual({
      kind: 'notification',
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  });

  it('mail: without a key every send is kept', async () => {
    const mail = createSandboxMail(t.db);
    await mail.send({ to: 'twice@example.com', subject: 'S', text: 'T' });
    await mail.send({ to: 'twice@example.com', subject: 'S', text: 'T' });
    expect(await rowsTo('twice@example.com')).toHaveLength(2);
  });

  it('SMS: the same key twice is one row; the same key on mail does not silence it', async () => {
    const sms = createSandboxSms(t.db);
    await sms.send({ to: '380501234567', text: 'Посилка прибула', idempotencyKey: 'delivery-1' });
    await sms.send({ to: '380501234567', text: 'Посилка прибула', idempotencyKey: 'delivery-1' });
    const rows = await rowsTo('380501234567');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.meta).toMatchObject({ channel: 'sms' });
  });
});
