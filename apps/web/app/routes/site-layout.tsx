import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../components/layout/footer.js';
import { Header } from '../components/layout/header.js';
import { HelpWidget } from '../features/content-pages/help-widget.js';
import '../styles/pages.css';

// The bottom notices render nothing until an effect after hydration decides which one to show, so
// they load lazily and stay out of every page's first load (issue #7).
const SiteNotices = lazy(() =>
  import('../features/banners/site-notices.js').then((m) => ({ default: m.SiteNotices })),
);

/** Header, content and footer around every page, in every language. */
export default function SiteLayout() {
  const { t } = useTranslation('layout');
  return (
    <>
      <a href="#content" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="content" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <Footer />
      <HelpWidget />
      <Suspense fallback={null}>
        <SiteNotices />
      </Suspense>
    </>
  );
}
