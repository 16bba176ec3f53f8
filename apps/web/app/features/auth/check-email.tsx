import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** After registration: where the link went, a resend button, and the dev outbox hint. */
export function CheckEmail({ email, devTools }: { email: string; devTools: boolean }) {
  const { t } = useTranslation('auth');
  const api = useApi();
  const to = useLocalizedPath();
  const resend = useMutation({ mutationFn: () => api.verification.resendEmail({ email }) });

  return (
    <div className="check-email" role="status">
      <div className="check-email__icon" aria-hidden="true">
        ✉
      </div>
      <h2>{t('register.checkEmail.title')}</h2>
      <p>{t('register.checkEmail.text', { email })}</p>
      {resend.isSuccess && <p className="notice notice--success">{t('register.checkEmail.resent')}</p>}
      <div className="check-email__actions">
        <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('register.checkEmail.resend')}
        </Button>
        <Link to={to('/orders')} className={buttonClass('ghost')}>
          {t('register.checkEmail.toOrders')}
        </Link>
      </div>
      {devTools && (
        <p className="form__hint">
          {t('register.checkEmail.devOutbox')} <a href="/dev/outbox">/dev/outbox</a>
        </p>
      )}
    </div>
  );
}
