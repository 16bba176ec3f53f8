import { kyivWallClock, LOCALES, LOCALE_TAGS } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useLocation } from 'react-router';
import { rememberLocale } from '../../i18n/locale-cookie.js';
import { switchLocale } from '../../i18n/locale-path.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { Logo } from './logo.js';
import { NAV_LINKS } from './nav-links.js';

export function Footer() {
  const { t } = useTranslation('layout');
  const to = useLocalizedPath();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  // Rendered on the server too: the year of the request in Kyiv, so the server's zone and the
  // browser's agree on New Year's night (no hydration mismatch).
  const year = kyivWallClock(new Date()).y;

  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__about">
          <Logo />
          <p>{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer__title">
            {t('footer.servicesTitle')}
          </h2>
          <ul className="footer__list">
            {NAV_LINKS.filter((l) => l.key !== 'howItWorks').map((link) => (
              <li key={link.key}>
                <Link to={to(link.path)}>{t(`nav.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="footer__title">
            {t('footer.helpTitle')}
          </h2>
          <ul className="footer__list">
            <li>
              <Link to={to('/instructions')}>{t('nav.howItWorks')}</Link>
            </li>
            <li>
              <Link to={to('/orders')}>{t('userMenu.myOrders')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-languages">
          <h2 id="footer-languages" className="footer__title">
            {t('footer.languagesTitle')}
          </h2>
          <ul className="footer__list">
            {LOCALES.map((target) => (
              <li key={target}>
                <Link
                  to={switchLocale(pathname, search, target)}
                  hrefLang={LOCALE_TAGS[target]}
                  lang={LOCALE_TAGS[target]}
                  aria-current={target === locale ? 'true' : undefined}
                  onClick={() => rememberLocale(target)}
                >
                  {t(`language.names.${target}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container footer__bottom">
        <p>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
