import { consentCookie, hasConsent } from '@posylka/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';

/**
 * SPEC §2 cookie notice. The answer lives in a cookie for one year (SPEC §9). It renders only after
 * hydration: the server does not know the browser's cookies here, and a notice that flashes for a
 * visitor who already accepted would be worse than one that appears a moment late.
 */
export function CookieConsent({ onAccepted }: { onAccepted?: () => void }) {
  const { t } = useTranslation('banners');
  const [open, setOpen] = useState(false);
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
