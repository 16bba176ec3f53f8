import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation.js';
import { Outlet } from 'react-router';
import { Footer } from '../components/layout/footer.js';
import { Header } from '../components/layout/header.js';
import { useFocusAfterNavigation } from '../components/layout/use-focus-after-navigation.js';
import { HelpWidget } from '../features/content-pages/help-widget.js';
import { useRootData } from '../root-data.js';

// The daily notices render nothing until an effect after hydration decides which one to show, so
// they load lazily and stay out of every page's first load (issue #7). The cookie notice is known
// on the server and renders with the page.
const SiteNotices = lazy(() =>
  import('../features/banners/site-notices.js').then((m) => ({ default: m.SiteNotices })),
);
// Lazy too, yet server-rendered: the server streams it into the first response (no wait for the
// browser's script), and the browser hydrates it when its small chunk arrives (home JS budget).
const CookieConsent = lazy(() =>
  import('../features/banners/cookie-consent.js').then((m) => ({ default: m.CookieConsent })),
);

/**
 * Header, content and footer around every page, in every language.
 *
 * Each part is its own Suspense boundary, though none waits for anything: React hydrates the
 * server's HTML of a boundary apart from the rest, at low priority and in slices of a few
 * milliseconds, so the page answers input while it hydrates instead of in one long task (the orders
 * page's was ~270 ms on a mid-range phone). A click or a submit inside a part not hydrated yet
 * hydrates that part at once and is then handled as usual.
 */
export default function SiteLayout() {
  const { t } = useTranslation('layout');
  const root = useRootData();
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  return (
    <>
      <a href="#content" className="skip-link">
        {t('skipToContent')}
      </a>
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main ref={main} id="content" tabIndex={-1} className="site-main">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <HelpWidget />
      </Suspense>
      {/* Accepting hides it at once; later pages ask the server again, which then knows the answer. */}
      {root?.cookieConsent === false && (
        <Suspense fallback={null}>
          <CookieConsent initiallyOpen />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <SiteNotices />
      </Suspense>
    </>
  );
}
