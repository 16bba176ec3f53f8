import type { NotificationPostsResponse } from '@posylka/contract';
import { useTranslation } from '../i18n/use-translation.js';
import type { Route } from './+types/notifications';
import { serverApi } from '../api/server-api.js';
import { NotificationList } from '../features/notifications/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { useLocale } from '../i18n/use-locale.js';
import { pageMeta } from '../i18n/meta.js';

/** News and notices (SPEC §7 GET /notifications/posts), server-rendered for search engines. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const posts: NotificationPostsResponse = await serverApi(context, locale).content.notificationPosts();
    return { posts, failed: false };
  } catch {
    return { posts: null, failed: true };
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'content', {
    title: 'notifications.meta.title',
    description: 'notifications.meta.description',
  });

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  return (
    <div className="container page">
      <header className="page__head">
        <h1>{t('notifications.title')}</h1>
      </header>
      <NotificationList posts={loaderData.posts} failed={loaderData.failed} locale={locale} />
    </div>
  );
}
