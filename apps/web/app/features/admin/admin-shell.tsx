import { CONSOLE_LOCALES, LOCALE_TAGS } from '@posylka/domain';
import { useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useRevalidator } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useFocusAfterNavigation } from '../../components/layout/use-focus-after-navigation.js';
import { AdminProviders, useAdminLocale, useAdminMe, type AdminShellData } from './admin-context.js';
import { rememberAdminLocale, useAdminT, type AdminKey } from './admin-i18n.js';
import { NoAccess } from './no-access.js';

const SECTIONS: ReadonlyArray<{ to: string; key: AdminKey; end?: boolean; adminOnly?: boolean }> = [
  { to: '/admin', key: 'nav.dashboard', end: true },
  { to: '/admin/receive', key: 'nav.receive' },
  { to: '/admin/parcels', key: 'nav.parcels' },
  { to: '/admin/dispatch', key: 'nav.dispatch' },
  { to: '/admin/buyouts', key: 'nav.buyouts' },
  { to: '/admin/payments', key: 'nav.payments' },
  { to: '/admin/notifications', key: 'nav.notifications' },
  { to: '/admin/audit', key: 'nav.audit', adminOnly: true },
];

/** uk | en: the choice goes into a cookie and the layout loader reloads the texts. */
function LanguageSwitch() {
  const t = useAdminT();
  const locale = useAdminLocale();
  const revalidator = useRevalidator();
  return (
    <div className="admin-bar__langs" role="group" aria-label={t('nav.language')}>
      {CONSOLE_LOCALES.map((target) => (
        <button
          key={target}
          type="button"
          lang={LOCALE_TAGS[target]}
          className="admin-bar__lang"
          aria-pressed={target === locale}
          onClick={() => {
            if (target === locale) return;
            rememberAdminLocale(target);
            void revalidator.revalidate();
          }}
        >
          {t(`languages.${target}`)}
        </button>
      ))}
    </div>
  );
}

function LogoutButton() {
  const t = useAdminT();
  const api = useApi();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="admin-bar__link-button"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await api.auth.logout().catch(() => undefined);
        // A full load: every cached answer of the operator's session goes with it.
        window.location.assign('/login?next=%2Fadmin');
      }}
    >
      {t('nav.logout')}
    </button>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const t = useAdminT();
  const me = useAdminMe();
  const locale = useAdminLocale();
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  return (
    // The document's lang comes from the site's root (always uk under /admin); this marks the
    // console's own language for screen readers and hyphenation.
    <div className="admin" lang={LOCALE_TAGS[locale]}>
      <a href="#admin-main" className="skip-link">
        {t('nav.skip')}
      </a>
      <header className="admin-bar">
        <Link to="/admin" className="admin-bar__brand">
          Posylka <span>{t('nav.console')}</span>
        </Link>
        {me && (
          <nav className="admin-bar__nav" aria-label={t('nav.label')}>
            <ul>
              {SECTIONS.filter((s) => !s.adminOnly || me.role === 'admin').map((s) => (
                <li key={s.to}>
                  <NavLink to={s.to} end={s.end ?? false} className="admin-bar__nav-link" prefetch="intent">
                    {t(s.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="admin-bar__tools">
          <LanguageSwitch />
          {me && (
            <span className="admin-bar__me">
              {me.email} · {t(`nav.role.${me.role}`)}
            </span>
          )}
          <a href="/" className="admin-bar__link">
            {t('nav.site')}
          </a>
          <LogoutButton />
        </div>
      </header>
      <main ref={main} id="admin-main" tabIndex={-1} className="admin-main">
        {children}
      </main>
    </div>
  );
}

/**
 * The console's own frame (no marketing header or footer): sections, language, the operator, and
 * the page; a signed-in customer sees the "no access" page instead.
 */
export function AdminShell({ data, children }: { data: AdminShellData; children: ReactNode }) {
  return (
    <AdminProviders data={data}>
      <Frame>{data.me ? children : <NoAccess />}</Frame>
    </AdminProviders>
  );
}
