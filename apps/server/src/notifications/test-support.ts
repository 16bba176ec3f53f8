// Shared by the outbox tests: customers, a recording channel set, a worker on a moved clock.
import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.js';
import { registerUser } from '../../test/http.js';
import { notificationDeliveries, notifications, telegramLinks, users } from '../db/schema/index.js';
import { DeliveryError } from '../providers/delivery-error.js';
import type { NotificationChannels } from './channels.js';
import { NotificationWorker } from './worker.js';

export async function customer(t: TestApp, name: string, locale = 'uk') {
  const email = `${name}-${Math.random().toString(36).slice(2)}@example.com`;
  const { token } = await registerUser(t.app, email, 'parcel-2026-ok', locale);
  const [row] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  // The registration's own confirmation e-mail is not what these tests are about.
  await t.db.delete(notifications).where(eq(notifications.userId, row!.id));
  return { id: row!.id, email, token };
}

export async function verifyPhone(t: TestApp, userId: string, phone: string) {
  await t.db
    .update(users)
    .set({ phoneNumber: phone, phoneVerifiedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function linkTelegram(t: TestApp, userId: string, chatId: string) {
  await t.db.insert(telegramLinks).values({ userId, chatId });
}

export type Sent = { channel: string; to: string; text: string; key: string | undefined; subject?: string };

/**
 * Channels that record what they are given; `fail` decides per call whether (and how) it fails.
 */
export function recordingChannels(
  fail: (channel: string, attempt: number) => DeliveryError | Error | null = () => null,
) {
  const sent: Sent[] = [];
  const attempts = new Map<string, number>();
  const step = (channel: string, entry: Sent) => {
    const n = (attempts.get(channel) ?? 0) + 1;
    attempts.set(channel, n);
    const failure = fail(channel, n);
    if (failure) throw failure;
    sent.push(entry);
  };
  const channels: NotificationChannels = {
    email: {
      name: 'recording',
      send: async (m) =>
        step('email', {
          channel: 'email',
          to: m.to,
          text: m.text,
          key: m.idempotencyKey,
          subject: m.subject,
        }),
    },
    telegram: {
      name: 'recording',
      send: async (m) =>
        step('telegram', { channel: 'telegram', to: m.chatId, text: m.text, key: m.idempotencyKey }),
    },
    sms: {
      name: 'recording',
      send: async (m) => step('sms', { channel: 'sms', to: m.to, text: m.text, key: m.idempotencyKey }),
    },
  };
  return { channels, sent };
}

export const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

export function workerOn(
  t: TestApp,
  channels: NotificationChannels,
  options: { now?: () => Date; nodeId?: string; lockMs?: number } = {},
) {
  return new NotificationWorker({
    db: t.db,
    channels,
    publicUrl: 'http://localhost:3000',
    log: quietLog,
    ...options,
  });
}

export async function deliveriesOf(t: TestApp, userId: string) {
  return t.db
    .select({
      event: notifications.event,
      channel: notificationDeliveries.channel,
      recipient: notificationDeliveries.recipient,
      status: notificationDeliveries.status,
      attempts: notificationDeliveries.attempts,
      lastError: notificationDeliveries.lastError,
      nextAttemptAt: notificationDeliveries.nextAttemptAt,
      id: notificationDeliveries.id,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notifications.userId, userId));
}

export { DeliveryError };
