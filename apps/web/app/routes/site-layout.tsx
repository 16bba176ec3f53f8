import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../components/layout/footer.js';
import { Header } from '../components/layout/header.js';
import { HelpWidget } from '../features/content-pages/index.js';
import { SiteNotices } from '../features/banners/index.js';
import '../styles/pages.css';

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
      <SiteNotices />
    </>
  );
}
