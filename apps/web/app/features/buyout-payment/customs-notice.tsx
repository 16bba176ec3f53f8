import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/**
 * SPEC §2 success page: over the customs limit "a notice with an add-documents button (to the passport
 * page) and a close button is shown".
 */
export function CustomsNotice({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation('buyoutPayment');
  const { t: common } = useTranslation('common');
  const to = useLocalizedPath();
  return (
    <div className="bo-pay-notice" role="region" aria-labelledby="bo-pay-notice-title">
      <div className="bo-pay-notice__text">
        <h2 className="bo-pay-notice__title" id="bo-pay-notice-title">
          {t('customs.title')}
        </h2>
        <p>{t('customs.text')}</p>
        <Link
          to={`${to('/buyout/passport')}?orderId=${encodeURIComponent(orderId)}`}
          className={buttonClass('primary', 'md')}
        >
          {t('customs.addDocuments')}
        </Link>
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
