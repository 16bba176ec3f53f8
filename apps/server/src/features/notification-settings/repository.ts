// The stored exceptions to "every channel on" (notification_settings) and where the customer can be
// reached. Only "off" is stored: turning a switch back on deletes its row, so the table holds what
// the customer changed and a new channel or group starts on for everyone.
import {
  isLockedGroup,
  notificationSettingsMatrix,
  type NotificationChannel,
  type NotificationGroup,
  type NotificationSetting,
} from '@posylka/domain';
import type { NotificationSettings } from '@posylka/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notificationSettings, users } from '../../db/schema/index.js';
import { telegramLinkOf } from '../telegram/index.js';

export async function storedSettings(db: Database, userId: string): Promise<NotificationSetting[]> {
  const rows = await db
    .select({
      group: notificationSettings.group,
      channel: notificationSettings.channel,
      enabled: notificationSettings.enabled,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return rows.map((r) => ({
    group: r.group as NotificationGroup,
    channel: r.channel as NotificationChannel,
    enabled: r.enabled,
  }));
}

/** Sets the switches: "on" removes the exception, "off" stores it. A locked e-mail is never stored. */
export async function saveSettings(
  db: Database,
  userId: string,
  changes: readonly NotificationSetting[],
  now: Date = new Date(),
): Promise<void> {
  for (const change of changes) {
    if (change.channel === 'email' && isLockedGroup(change.group)) continue;
    const key = and(
      eq(notificationSettings.userId, userId),
      eq(notificationSettings.group, change.group),
      eq(notificationSettings.channel, change.channel),
    );
    if (change.enabled) {
      await db.delete(notificationSettings).where(key);
      continue;
    }
    await db
      .insert(notificationSettings)
      .values({ userId, group: change.group, channel: change.channel, enabled: false, updatedAt: now })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.group, notificationSettings.channel],
        set: { enabled: false, updatedAt: now },
      });
  }
}

/** The page's answer: the matrix and the reach; null when the user no longer exists. */
export async function presentSettings(db: Database, userId: string): Promise<NotificationSettings | null> {
  const [user] = await db
    .select({
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const [settings, telegram] = await Promise.all([storedSettings(db, userId), telegramLinkOf(db, userId)]);
  return {
    groups: notificationSettingsMatrix(settings),
    reach: {
      email: { address: user.email, verified: user.emailVerifiedAt !== null },
      telegram: { linked: telegram.linked, username: telegram.username },
      sms: { phone: user.phone && user.phoneVerifiedAt ? user.phone : null },
    },
  };
}
