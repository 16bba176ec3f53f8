import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';

/**
 * Cancel asks first: a paid order is refunded in full, an unpaid one is just canceled; an order we did
 * not buy within 72 hours says so and how much goes back (`overdueRefund`).
 */
export function CancelModal({
  open,
  paid,
  overdueRefund = null,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  paid: boolean;
  /** The amount an overdue order's cancel gives back, formatted; null for an ordinary cancel. */
  overdueRefund?: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('buyoutShow');
  return (
    <Modal
      open={open}
      title={overdueRefund ? t('cancel.overdueTitle') : t('cancel.title')}
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
      <p>
        {overdueRefund
          ? t('cancel.textOverdue', { amount: overdueRefund })
          : paid
            ? t('cancel.textPaid')
            : t('cancel.textUnpaid')}
      </p>
    </Modal>
  );
}
