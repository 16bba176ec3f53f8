import { desc, eq } from 'drizzle-orm';
import type { NotificationPostsResponse } from '@posylka/contract';
import { notificationPostLocale, type Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { notificationPosts } from '../../db/schema/index.js';

/** How many posts the list returns: the page shows the recent ones, older news loses value. */
export const NOTIFICATION_POSTS_LIMIT = 50;

/** SPEC §7: posts in uk, ru or en, newest first; ro and eng pages read the English posts. */
export async function listNotificationPosts(
  db: Database,
  locale: Locale,
): Promise<NotificationPostsResponse> {
  const postLocale = notificationPostLocale(locale);
  const rows = await db
    .select()
    .from(notificationPosts)
    .where(eq(notificationPosts.locale, postLocale))
    .orderBy(desc(notificationPosts.publishedAt), desc(notificationPosts.id))
    .limit(NOTIFICATION_POSTS_LIMIT);
  return {
    locale: postLocale,
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      text: r.text,
      image: r.image,
      publishedAt: new Date(r.publishedAt).toISOString(),
    })),
  };
}
