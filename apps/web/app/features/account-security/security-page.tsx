import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { ChangeEmailForm } from './change-email-form.js';
import { ChangePasswordForm } from './change-password-form.js';
import type { SecurityLoaderData } from './load-security.js';

/** Issue 16 item 5: /profile/security, the password and the e-mail address of the account. */
export function SecurityPage({ email, pending }: SecurityLoaderData) {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  return (
    <section className="container page security">
      <header className="page__head">
        <p>
          <Link to={to('/profile')}>← {t('security.back')}</Link>
        </p>
        <h1>{t('security.title')}</h1>
      </header>
      <div className="security__grid">
        <ChangePasswordForm />
        <ChangeEmailForm email={email} pending={pending} />
      </div>
    </section>
  );
}

/** The way to this page from the profile's contacts card. */
export function SecurityLink() {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  return (
    <p className="security-link">
      <Link to={to('/profile/security')}>{t('security.link')}</Link>
    </p>
  );
}
