import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';

/** Shown while the e-mail is not confirmed, with a resend button. */
export function EmailReminder({ email }: { email: string }) {
  const { t } = useTranslation('orders');
  const api = useApi();
  const resend = useMutation({ mutationFn: () => api.verification.resendEmail({ email }) });
  return (
    <div className="notice reminder">
      <p>{t('emailNotVerified', { email })}</p>
      {resend.isSuccess ? (
        <p className="reminder__done" role="status">
          {t('resent')}
        </p>
      ) : (
        <Button size="sm" variant="secondary" loading={resend.isPending} onClick={() => resend.mutate()}>
          {t('resend')}
        </Button>
      )}
    </div>
  );
}
