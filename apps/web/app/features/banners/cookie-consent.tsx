import { consentCookie, hasConsent } from '@posylka/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';

/**
 * SPEC §2 cookie notice. The answer lives in a cookie for one year (SPEC §9). The site layout renders
 * it on the server when the request carried no answer (`initiallyOpen`), so it is painted with the
 * page instead of appearing after hydration, when it became the page's largest paint (LCP) and
 * pushed the catalogue's Lighthouse score down. After hydration the browser's cookie decides.
 */
export function CookieConsent({
  onAccepted,
  initiallyOpen = false,
}: {
  onAccepted?: () => void;
  initiallyOpen?: boolean;
}) {
  const { t } = useTranslation('banners');
  const [open, setOpen] = useState(initiallyOpen);
  useEffect(() => {
    setOpen(!hasConsent(document.cookie));
  }, []);
  if (!open) return null;
  const accept = () => {
    document.cookie = consentCookie(window.location.protocol === 'https:');
    setOpen(false);
    onAccepted?.();
  };
  return (
    <section
      className="cookie-consent"
      role="region"
      aria-label={t('cookies.label')}
      data-testid="cookie-consent"
    >
      <p className="cookie-consent__text">{t('cookies.text')}</p>
      <Button onClick={accept}>{t('cookies.accept')}</Button>
    </section>
  );
}
