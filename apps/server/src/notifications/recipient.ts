// Who a message reaches, read in the writing transaction: the customer's language, e-mail, verified
// phone, linked Telegram chat and their channel settings.
import { eq } from 'drizzle-orm';
import type { NotificationSetting, NotificationChannel, NotificationGroup } from '@posylka/domain';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@posylka/domain';
import type { Database } from '../db/database.js';
import { notificationSettings, telegramLinks, users } from '../db/schema/index.js';

export interface Recipient {
  userId: string;
  locale: Locale;
  email: string;
  /** 380XXXXXXXXX when verified, else null. */
  phone: string | null;
  telegramChatId: string | null;
  settings: NotificationSetting[];
}

export async function findRecipient(db: Database, userId: string): Promise<Recipient | null> {
  const [user] = await db
    .select({
      email: users.email,
      locale: users.locale,
      phone: users.phoneNumber,
      phoneVerifiedAt: users.phoneVerifiedAt,
      chatId: telegramLinks.chatId,
    })
    .from(users)
    .leftJoin(telegramLinks, eq(telegramLinks.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const settings = await db
    .select({
      group: notificationSettings.group,
      channel: notificationSettings.channel,
      enabled: notificationSettings.enabled,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return {
    userId,
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
    email: user.email,
    phone: user.phone && user.phoneVerifiedAt ? user.phone : null,
    telegramChatId: user.chatId ?? null,
    settings: settings.map((s) => ({
      group: s.group as NotificationGroup,
      channel: s.channel as NotificationChannel,
      enabled: s.enabled,
    })),
  };
}
