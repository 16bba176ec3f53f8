import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useDismiss } from '../../components/layout/use-dismiss.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

// The FAQ list (and the articles' texts with it) loads when the panel first opens: the widget sits
// on every page, and keeping the content-pages chunk out of the first load is part of issue #7.
const loadFaqLinks = () => import('./index.js').then((m) => ({ default: m.FaqLinks }));
const FaqLinks = lazy(loadFaqLinks);
// Started when the pointer or focus reaches the button, so the list is usually there on open.
const preloadFaqLinks = () => void loadFaqLinks();

/** Where customers write to; one place, so a deployment changes it once. */
export const SUPPORT_EMAIL = 'support@posylka.test';

/**
 * SPEC §1 help widget: a floating button opening a panel with the FAQ and contacts. Escape or a
 * click outside closes it and focus returns to the button.
 */
export function HelpWidget() {
  const { t } = useTranslation('pages');
  const to = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close, button);
  return (
    <div className="help-widget" ref={root}>
      {open && (
        <section id={panelId} className="help-widget__panel" role="dialog" aria-labelledby={titleId}>
          <h2 id={titleId} className="help-widget__title">
            {t('help.title')}
          </h2>
          <h3 className="help-widget__subtitle">{t('help.faqTitle')}</h3>
          <Suspense fallback={null}>
            <FaqLinks onNavigate={close} />
          </Suspense>
          <p>
            <Link to={to('/faq')} onClick={close}>
              {t('help.allFaq')}
            </Link>
          </p>
          <h3 className="help-widget__subtitle">{t('help.contactsTitle')}</h3>
          <p>
            {t('help.email')}: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p className="help-widget__hours">{t('help.hours')}</p>
        </section>
      )}
      <button
        ref={button}
        type="button"
        className="help-widget__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={preloadFaqLinks}
        onFocus={preloadFaqLinks}
      >
        <span aria-hidden="true">{open ? '×' : '?'}</span>
        <span className="help-widget__label">{open ? t('help.close') : t('help.open')}</span>
      </button>
    </div>
  );
}
