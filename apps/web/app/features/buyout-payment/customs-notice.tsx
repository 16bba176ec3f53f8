import type { IdentityDocumentData } from '@posylka/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { SavedDocumentOffer } from './saved-document-offer.js';

/**
 * SPEC §2 success page: over the customs limit "a notice with an add-documents button (to the passport
 * page) and a close button is shown". With a document kept in the cabinet, it is offered first and the
 * documents page becomes the way to give another one.
 */
export function CustomsNotice({
  orderId,
  savedDocument: document,
  onClose,
}: {
  orderId: string;
  /** The cabinet's document (the page's loader), offered first; null: the documents page only. */
  savedDocument: IdentityDocumentData | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('buyoutPayment');
  const { t: common } = useTranslation('common');
  const to = useLocalizedPath();
  const [added, setAdded] = useState<string | null>(null);
  return (
    <div className="bo-pay-notice" role="region" aria-labelledby="bo-pay-notice-title">
      <div className="bo-pay-notice__text">
        <h2 className="bo-pay-notice__title" id="bo-pay-notice-title">
          {added ? t('customs.saved.doneTitle') : t('customs.title')}
        </h2>
        {added ? (
          <p role="status">{t('customs.saved.done', { number: added })}</p>
        ) : (
          <>
            <p>{t('customs.text')}</p>
            {document && <SavedDocumentOffer orderId={orderId} document={document} onAdded={setAdded} />}
            <Link
              to={`${to('/buyout/passport')}?orderId=${encodeURIComponent(orderId)}`}
              className={buttonClass(document ? 'secondary' : 'primary', 'md')}
            >
              {document ? t('customs.saved.other') : t('customs.addDocuments')}
            </Link>
          </>
        )}
      </div>
      <button
        type="button"
        className="bo-pay-notice__close"
        onClick={onClose}
        aria-label={common('actions.close')}
      >
        ×
      </button>
    </div>
  );
}
