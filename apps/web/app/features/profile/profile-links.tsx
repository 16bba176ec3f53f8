import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';

// The cabinet pages: the notification settings (what reaches the customer and how) and the news feed.
const LINKS = [
  { path: '/orders', label: 'profile:links.orders' },
  { path: '/profile/addresses', label: 'profile:links.addresses' },
  { path: '/profile/addresses/my-address', label: 'profile:links.myAddress' },
  { path: '/profile/bonuses', label: 'profile:links.bonuses' },
  { path: '/profile/notifications', label: 'notificationSettings:link' },
  { path: '/notifications', label: 'profile:links.notifications' },
] as const;

export function ProfileLinks() {
  const { t } = useTranslation(['profile', 'notificationSettings']);
  const to = useLocalizedPath();
  return (
    <nav className="card profile-card" aria-labelledby="profile-links-title">
      <h2 id="profile-links-title">{t('links.title')}</h2>
      <ul className="profile-links">
        {LINKS.map((link) => (
          <li key={link.path}>
            <Link to={to(link.path)} className="profile-links__item">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
