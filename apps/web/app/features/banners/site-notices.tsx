import { hasConsent } from '@posylka/contract';
import { languageBannerOffer, LOCALE_TAGS, type DailyBanner, type Locale } from '@posylka/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { buttonClass } from '../../components/ui/button.js';
import { rememberLocale } from '../../i18n/locale-cookie.js';
import { switchLocale } from '../../i18n/locale-path.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { useRootData } from '../../root-data.js';
import { dailyBannerDue, markDailyBannerShown } from './daily-banner.js';
import { isQuietPage } from './quiet-pages.js';
// Also loaded on its own (lazily, by the site layout), so it brings the banners' styles itself.

type Notice = { kind: 'language'; offer: Locale } | { kind: 'registration' } | { kind: 'newAddress' };

/**
 * The bottom notices of every page, one at a time so they never pile up: the cookie notice until it
 * is answered, then the language banner (browser prefers another of our languages) and the
 * registration banner (visitors only) or the new-address banner (signed-in users with no saved
 * delivery address), each at most once per 24 h (SPEC §4).
 */
export function SiteNotices() {
  const locale = useLocale();
  const signedIn = Boolean(useRootData()?.user);
  const api = useApi();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);

  const pickDaily = async () => {
    const offer = languageBannerOffer(navigator.languages ?? [navigator.language], locale);
    if (offer && dailyBannerDue('language')) return show('language', { kind: 'language', offer });
    if (!signedIn && dailyBannerDue('registration')) return show('registration', { kind: 'registration' });
    // Asked only when due, so the address book is read at most once a day for this banner; a failed
    // read shows nothing (the banner is a hint, never worth an error toast).
    if (signedIn && dailyBannerDue('newAddress')) {
      const none = await api.addresses.list('all', { noErrorToast: true }).then(
        (list) => list.items.length === 0,
        () => false,
      );
      if (none) return show('newAddress', { kind: 'newAddress' });
    }
    setNotice(null);
  };
  const show = (banner: DailyBanner, next: Notice) => {
    markDailyBannerShown(banner);
    setNotice(next);
  };

  useEffect(() => {
    // Until the cookie notice is answered the site layout shows it (server-rendered) and nothing else.
    if (hasConsent(document.cookie) && !isQuietPage(pathname)) void pickDaily();
    // Decided once per page load: a banner must not jump in while the visitor navigates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!notice) return null;
  // Signed in meanwhile (the login page, another tab): the sign-up invitation no longer applies.
  if (notice.kind === 'registration' && signedIn) return null;
  if (notice.kind === 'language')
    return <LanguageBanner offer={notice.offer} onClose={() => setNotice(null)} />;
  if (notice.kind === 'newAddress') return <NewAddressBanner onClose={() => setNotice(null)} />;
  return <RegistrationBanner onClose={() => setNotice(null)} />;
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('banners');
  return (
    <button type="button" className="notice-card__close" aria-label={t('daily.close')} onClick={onClose}>
      <span aria-hidden="true">×</span>
    </button>
  );
}

function LanguageBanner({ offer, onClose }: { offer: Locale; onClose: () => void }) {
  const { t } = useTranslation('banners');
  const { t: tl } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const text = t('daily.languageText', { language: tl(`language.names.${offer}`) });
  return (
    <section className="notice-card" aria-label={text} data-testid="language-banner">
      <p className="notice-card__text">{text}</p>
      <Link
        to={switchLocale(pathname, search, offer)}
        hrefLang={LOCALE_TAGS[offer]}
        className={buttonClass('primary', 'sm')}
        onClick={() => {
          rememberLocale(offer);
          onClose();
        }}
      >
        {t('daily.languageCta')}
      </Link>
      <CloseButton onClose={onClose} />
    </section>
  );
}

function RegistrationBanner({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('banners');
  const to = useLocalizedPath();
  return (
    <section
      className="notice-card"
      aria-label={t('daily.registrationTitle')}
      data-testid="registration-banner"
    >
      <p className="notice-card__title">{t('daily.registrationTitle')}</p>
      <p className="notice-card__text">{t('daily.registrationText')}</p>
      <Link to={to('/register')} className={buttonClass('primary', 'sm')} onClick={onClose}>
        {t('daily.registrationCta')}
      </Link>
      <CloseButton onClose={onClose} />
    </section>
  );
}

function NewAddressBanner({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('banners');
  const to = useLocalizedPath();
  return (
    <section className="notice-card" aria-label={t('daily.newAddressTitle')} data-testid="new-address-banner">
      <p className="notice-card__title">{t('daily.newAddressTitle')}</p>
      <p className="notice-card__text">{t('daily.newAddressText')}</p>
      <Link to={to('/profile/addresses/new')} className={buttonClass('primary', 'sm')} onClick={onClose}>
        {t('daily.newAddressCta')}
      </Link>
      <CloseButton onClose={onClose} />
    </section>
  );
}
