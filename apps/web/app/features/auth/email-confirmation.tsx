import { isApiError } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { buttonClass } from '../../components/ui/button.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { useRootData } from '../../root-data.js';
import { useLinkToken } from './use-link-token.js';

/** Confirms the e-mail from the link's token (spent once, in the browser: see useLinkToken). */
export function EmailConfirmation({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const to = useLocalizedPath();
  const signedIn = Boolean(useRootData()?.user);
  const confirm = useLinkToken(token, (value: string) =>
    api.verification.confirmEmail({ token: value }, { noErrorToast: true }),
  );

  if (!token) {
    return (
      <p className="notice notice--error" role="alert">
        {t('verify.missingToken')}
      </p>
    );
  }
  if (confirm.isSuccess) {
    return (
      <div className="status-block" role="status">
        <p className="notice notice--success">{t('verify.success')}</p>
        <Link to={to('/orders')} className={buttonClass('primary')}>
          {t('verify.toOrders')}
        </Link>
      </div>
    );
  }
  if (confirm.isError) {
    const reason = isApiError(confirm.error) ? confirm.error.errorDescription : null;
    return (
      <div className="status-block" role="alert">
        <p className="notice notice--error">
          <strong>{t('verify.failed')}</strong> {reason}
        </p>
        {/* A signed-in customer can ask for a new link from the orders page. */}
        <Link to={to(signedIn ? '/orders' : '/login')} className={buttonClass('secondary')}>
          {signedIn ? t('verify.toOrders') : t('verify.toLogin')}
        </Link>
      </div>
    );
  }
  return <Preloader label={t('verify.pending')} />;
}
