import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';

// The cabinet pages that exist; there are no notification settings yet, only the news feed.
const LINKS = [
  { key: 'orders', path: '/orders' },
  { key: 'addresses', path: '/profile/addresses' },
  { key: 'myAddress', path: '/profile/addresses/my-address' },
  { key: 'bonuses', path: '/profile/bonuses' },
  { key: 'notifications', path: '/notifications' },
] as const;

export function ProfileLinks() {
  const { t } = useTranslation('profile');
  const to = useLocalizedPath();
  return (
    <nav className="card profile-card" aria-labelledby="profile-links-title">
      <h2 id="profile-links-title">{t('links.title')}</h2>
      <ul className="profile-links">
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link to={to(link.path)} className="profile-links__item">
              {t(`links.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
