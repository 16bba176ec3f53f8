import { hasConsent } from '@posylka/contract';
import { isExitIntent, scrolledPastPromoShare } from '@posylka/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { dailyBannerDue, markDailyBannerShown } from './daily-banner.js';

/**
 * SPEC §2 buy-out promo: opens once the visitor scrolls past 40% of the page or moves the mouse
 * out through the top of the window, at most once per 24 h (the "promo banner" of SPEC §4). It
 * waits for the cookie notice to be answered so two dialogs never compete. Its fee and insurance
 * percents are the home page's (the stored settings, issue 14 item 9), or none when unread.
 */
export function BuyoutPromo({
  buyoutFees = null,
}: {
  buyoutFees?: { fee: string; insurance: string } | null;
}) {
  const { t } = useTranslation('banners');
  const to = useLocalizedPath();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!dailyBannerDue('promo')) return;
    let done = false;
    const trigger = () => {
      if (done || !hasConsent(document.cookie)) return;
      done = true;
      markDailyBannerShown('promo');
      setOpen(true);
      detach();
    };
    const onScroll = () => {
      const el = document.documentElement;
      if (scrolledPastPromoShare(window.scrollY, el.scrollHeight, window.innerHeight)) trigger();
    };
    const onMouseOut = (e: MouseEvent) => {
      if (isExitIntent(e.clientY, e.relatedTarget === null)) trigger();
    };
    const detach = () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('mouseout', onMouseOut);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('mouseout', onMouseOut);
    return detach;
  }, []);

  return (
    <Modal
      open={open}
      title={t('buyoutPromo.title')}
      onClose={() => setOpen(false)}
      footer={
        <>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('buyoutPromo.later')}
          </Button>
          <Link to={to('/buyout/checkout')} className={buttonClass('primary')} onClick={() => setOpen(false)}>
            {t('buyoutPromo.cta')}
          </Link>
        </>
      }
    >
      <p>{buyoutFees ? t('buyoutPromo.text', buyoutFees) : t('buyoutPromo.textPlain')}</p>
    </Modal>
  );
}
