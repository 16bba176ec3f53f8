import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';

/** Cancel asks first: a paid order is refunded in full, an unpaid one is just canceled. */
export function CancelModal({
  open,
  paid,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  paid: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('buyoutShow');
  return (
    <Modal
      open={open}
      title={t('cancel.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {t('cancel.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('cancel.keep')}
          </Button>
        </>
      }
    >
      <p>{paid ? t('cancel.textPaid') : t('cancel.textUnpaid')}</p>
    </Modal>
  );
}
