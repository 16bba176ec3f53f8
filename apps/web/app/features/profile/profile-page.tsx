import type { MeResponse } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { useRevalidator } from 'react-router';
import { SecurityLink } from '../account-security/index.js';
import { PhoneCard } from '../phone-verification/index.js';
import { DocumentCard } from './document-card.js';
import type { ProfileLoaderData } from './load-profile.js';
import { NamesForm } from './names-form.js';
import { ProfileLinks } from './profile-links.js';

/** Issue 13 item 10 "Profile": names, contacts with the phone verification, the document, links. */
export function ProfilePage({ me, document, documentFailed }: ProfileLoaderData) {
  const { t } = useTranslation('profile');
  const revalidator = useRevalidator();
  // The header and the forms that prefill from the profile read it from the loaders.
  const refresh = (_saved: MeResponse) => void revalidator.revalidate();
  return (
    <section className="container page profile">
      <header className="page__head">
        <h1>{t('title')}</h1>
        <p className="page__sub">{t('subtitle', { code: me.customerCode })}</p>
      </header>
      <div className="profile__grid">
        <div className="profile__main">
          <NamesForm me={me} onSaved={refresh} />
        </div>
        <div className="profile__side">
          <section className="card profile-card" aria-labelledby="profile-contacts-title">
            <h2 id="profile-contacts-title">{t('contacts.title')}</h2>
            <dl className="profile-contacts">
              <dt>{t('contacts.email')}</dt>
              <dd className="profile-contacts__email">{me.email}</dd>
              <dd className={me.emailVerified ? 'profile-contacts__ok' : 'profile-contacts__todo'}>
                {me.emailVerified ? t('contacts.emailVerified') : t('contacts.emailUnverified')}
              </dd>
            </dl>
            <SecurityLink />
          </section>
          <PhoneCard me={me} />
          <DocumentCard document={document} failed={documentFailed} />
          <ProfileLinks />
        </div>
      </div>
    </section>
  );
}
