import { isApiError } from '@posylka/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { buttonClass } from '../../components/ui/button.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { useRootData } from '../../root-data.js';

/**
 * Confirms the e-mail from the link's token. It runs in the browser, not in a loader, so link
 * scanners that only fetch the page do not spend the token.
 */
export function EmailConfirmation({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const to = useLocalizedPath();
  const signedIn = Boolean(useRootData()?.user);
  const confirm = useMutation({
    // The error is shown on the page itself, so no toast on top of it.
    mutationFn: (value: string) => api.verification.confirmEmail({ token: value }, { noErrorToast: true }),
  });
  const started = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate(token);
  }, [token, mutate]);

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
