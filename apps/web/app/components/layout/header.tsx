import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, NavLink, useLocation } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { useRootData } from '../../root-data.js';
import { buttonClass } from '../ui/button.js';
import { LanguageSwitcher } from './language-switcher.js';
import { Logo } from './logo.js';
import { NAV_LINKS } from './nav-links.js';
import { UserMenu } from './user-menu.js';

export function Header() {
  const { t } = useTranslation('layout');
  const to = useLocalizedPath();
  const user = useRootData()?.user ?? null;
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const { pathname } = useLocation();
  // A navigation closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="header">
      <div className="container header__bar">
        <Link to={to('/')} className="header__logo" aria-label={t('homeLink')}>
          <Logo />
        </Link>
        <button
          type="button"
          className="header__icon-button header__menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <span className="header__burger" aria-hidden="true" />
          <span className="visually-hidden">{t('menuToggle')}</span>
        </button>
        <nav id={navId} className="header__nav" data-open={menuOpen || undefined} aria-label={t('nav.label')}>
          <ul className="header__nav-list">
            {NAV_LINKS.map((link) => (
              <li key={link.key}>
                <NavLink to={to(link.path)} className="header__nav-link">
                  {t(`nav.${link.key}`)}
                </NavLink>
              </li>
            ))}
            {!user && (
              // Phones have room for one header button (log in); sign-up lives in the menu there.
              <li className="header__nav-register">
                <Link to={to('/register')} className={buttonClass('primary', 'md', true)}>
                  {t('auth.register')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="header__tools">
          <LanguageSwitcher />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <div className="header__auth">
              <Link to={to('/login')} className={`${buttonClass('ghost', 'sm')} header__login`}>
                {t('auth.login')}
              </Link>
              <Link to={to('/register')} className={`${buttonClass('primary', 'sm')} header__register`}>
                {t('auth.register')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </header>
  );
}
