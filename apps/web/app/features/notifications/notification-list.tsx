import type { NotificationPostsResponse } from '@posylka/contract';
import { KYIV_TIME_ZONE, LOCALE_TAGS, type Locale } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';

/** Posts newest first; ro and eng pages get the English posts with a note saying why. */
export function NotificationList({
  posts,
  failed,
  locale,
}: {
  posts: NotificationPostsResponse | null;
  failed: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('content');
  if (failed || !posts) {
    return (
      <p className="notice notice--error" role="alert">
        {t('notifications.error')}
      </p>
    );
  }
  const postTag = LOCALE_TAGS[posts.locale];
  const dateFormat = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: KYIV_TIME_ZONE,
  });
  return (
    <>
      {posts.locale !== locale && locale !== 'eng' && (
        <p className="notice">{t('notifications.fallbackNotice')}</p>
      )}
      {posts.items.length === 0 ? (
        <p className="notice">{t('notifications.empty')}</p>
      ) : (
        <ol className="posts">
          {posts.items.map((post) => (
            <li key={post.id}>
              <article className="card post" lang={postTag} aria-labelledby={`post-${post.id}`}>
                <h2 id={`post-${post.id}`} className="post__title">
                  {post.title}
                </h2>
                <p className="post__date">
                  <time dateTime={post.publishedAt}>{dateFormat.format(new Date(post.publishedAt))}</time>
                </p>
                {post.image && <img src={post.image} alt="" loading="lazy" className="post__image" />}
                <p className="post__text">{post.text}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
