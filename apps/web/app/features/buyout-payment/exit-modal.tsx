import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/**
 * SPEC §2 failure page "an exit modal": leaving an unpaid order asks first; the order stays in the
 * list and can be paid later, so the choices are paying now or going to the orders.
 */
export function ExitModal({
  open,
  onClose,
  onRetry,
  retrying,
}: {
  open: boolean;
  onClose: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('buyoutPayment');
  const to = useLocalizedPath();
  return (
    <Modal
      open={open}
      title={t('exit.title')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onRetry} loading={retrying}>
            {t('failure.retry')}
          </Button>
          <Link to={to('/orders')} className={buttonClass('secondary', 'md')}>
            {t('exit.leave')}
          </Link>
        </>
      }
    >
      <p>{t('exit.text')}</p>
    </Modal>
  );
}
