import { isApiError } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { buttonClass } from '../../components/ui/button.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { useRootData } from '../../root-data.js';
import { useLinkToken } from './use-link-token.js';

/** The link sent to a new address: confirms the change (spent once, in the browser: see useLinkToken). */
export function EmailChangeConfirmation({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const to = useLocalizedPath();
  const signedIn = Boolean(useRootData()?.user);
  const confirm = useLinkToken(token, (value: string) =>
    api.account.confirmEmailChange({ token: value }, { noErrorToast: true }),
  );

  const next = (
    <Link to={to(signedIn ? '/profile/security' : '/login')} className={buttonClass('primary')}>
      {signedIn ? t('emailChange.toProfile') : t('emailChange.toLogin')}
    </Link>
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
        <p className="notice notice--success">{t('emailChange.success', { email: confirm.data.email })}</p>
        {next}
      </div>
    );
  }
  if (confirm.isError) {
    const error = confirm.error;
    const reason = isApiError(error) ? (error.violations[0]?.message ?? error.errorDescription) : null;
    return (
      <div className="status-block" role="alert">
        <p className="notice notice--error">
          <strong>{t('emailChange.failed')}</strong> {reason}
        </p>
        {next}
      </div>
    );
  }
  return <Preloader label={t('emailChange.pending')} />;
}
