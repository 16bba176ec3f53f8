import type { OrderListItem } from '@posylka/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';

/** Asks before removing: the order leaves the list for good. */
export function RemoveOrderDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  /** Only the number is shown, so the detail page can pass its own order. */
  order: Pick<OrderListItem, 'number'> | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <Modal
      open={order !== null}
      title={t('removeDialog.title', { number: order?.number ?? '' })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('removeDialog.cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {t('removeDialog.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('removeDialog.text')}</p>
    </Modal>
  );
}

/**
 * SPEC §2/§8: "Deleting a non-changeable order shows the impossible-to-remove dialog". `text` is the
 * server's description when it refused; the card's own check opens it with the same words.
 */
export function ImpossibleToRemoveDialog({
  open,
  text,
  onClose,
}: {
  open: boolean;
  text: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  return (
    <Modal
      open={open}
      title={t('impossibleDialog.title')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('impossibleDialog.ok')}</Button>}
    >
      <p>{text ?? t('impossibleDialog.text')}</p>
    </Modal>
  );
}
