import { KYIV_TIME_ZONE } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';
import type { DocumentSummary } from './load-profile.js';

const DATE_LOCALE = { uk: 'uk-UA', ru: 'ru-UA', en: 'en-GB', ro: 'ro-RO', eng: 'en-GB' } as const;

/** The identity document kept in the cabinet (GET /personal/passports/active), masked. */
export function DocumentCard({ document, failed }: { document: DocumentSummary | null; failed: boolean }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const updated = document
    ? new Intl.DateTimeFormat(DATE_LOCALE[locale], { dateStyle: 'long', timeZone: KYIV_TIME_ZONE }).format(
        new Date(document.updatedAt),
      )
    : '';
  return (
    <section className="card profile-card" aria-labelledby="profile-document-title">
      <h2 id="profile-document-title">{t('document.title')}</h2>
      {failed ? (
        <p className="notice notice--error" role="status">
          {t('document.error')}
        </p>
      ) : document ? (
        <dl className="profile-document">
          <dt className="profile-document__type">{t(`document.types.${document.documentType}`)}</dt>
          <dd className="profile-document__number">{document.maskedNumber}</dd>
          <dd>{document.fullName}</dd>
          <dd className="profile-document__updated">{t('document.updated', { date: updated })}</dd>
        </dl>
      ) : (
        <p className="profile-card__text">{t('document.none')}</p>
      )}
    </section>
  );
}
