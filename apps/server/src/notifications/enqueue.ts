// notify(): the one way a customer message is written (decision 015). Call it with the transaction
// that makes the change, so the message exists exactly when the change does: a crash after the
// commit leaves it for the worker, a rollback takes it away. The channels are chosen now, from the
// settings and the addresses of this moment; the worker only delivers.
import { channelsFor, NOTIFICATION_EVENTS, type NotificationEvent } from '@posylka/domain';
import type { Database } from '../db/database.js';
import { notificationDeliveries, notifications } from '../db/schema/index.js';
import { findRecipient, type Recipient } from './recipient.js';

export interface NotifyInput {
  userId: string;
  event: NotificationEvent;
  /** What the template words; numbers and codes, not worded text (the template words them). */
  params?: Record<string, string | number | null>;
  /** Site path without the locale prefix (the template adds the customer's). */
  link?: string | null;
  /**
   * One message per cause, e.g. `parcel.state:{orderId}:{timelineId}`: writing the same key again
   * (a retried request, a job that runs twice) writes nothing.
   */
  key: string;
  /** Send the e-mail here instead of the account's address (a new address being confirmed). */
  emailTo?: string;
}

export interface NotifyResult {
  /** null when the key was already written (or the customer no longer exists). */
  notificationId: string | null;
  channels: string[];
}

function recipientOf(channel: string, who: Recipient, emailTo?: string): string | null {
  if (channel === 'email') return emailTo ?? who.email;
  if (channel === 'telegram') return who.telegramChatId;
  return who.phone;
}

export async function notify(db: Database, input: NotifyInput): Promise<NotifyResult> {
  const who = await findRecipient(db, input.userId);
  if (!who) return { notificationId: null, channels: [] };
  const spec = NOTIFICATION_EVENTS[input.event];
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      event: input.event,
      group: spec.group,
      params: input.params ?? {},
      locale: who.locale,
      link: input.link ?? null,
      idempotencyKey: input.key,
    })
    .onConflictDoNothing({ target: notifications.idempotencyKey })
    .returning({ id: notifications.id });
  if (!row) return { notificationId: null, channels: [] };
  const channels = channelsFor(input.event, who.settings, {
    email: Boolean(input.emailTo ?? who.email),
    telegram: who.telegramChatId !== null,
    sms: who.phone !== null,
  });
  const rows = channels.flatMap((channel) => {
    const recipient = recipientOf(channel, who, input.emailTo);
    return recipient ? [{ notificationId: row.id, channel, recipient }] : [];
  });
  if (rows.length > 0) await db.insert(notificationDeliveries).values(rows);
  return { notificationId: row.id, channels: rows.map((r) => r.channel) };
}
