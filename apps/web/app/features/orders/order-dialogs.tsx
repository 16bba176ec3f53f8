import type { OrderListItem } from '@posylka/contract';
import type { OrderType } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';

/**
 * Asks before removing: the order leaves the list for good. A buy-out has no track number to free;
 * what goes with it is its unfinished payment.
 */
export function RemoveOrderDialog({
  order,
  busy,
  onConfirm,
  onClose,
}: {
  /** Only the number (and the kind, forwarding when absent) is read: the detail page passes its own. */
  order: (Pick<OrderListItem, 'number'> & { type?: OrderType }) | null;
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
      <p>{order?.type === 'buyout' ? t('removeDialog.buyoutText') : t('removeDialog.text')}</p>
    </Modal>
  );
}

/**
 * SPEC §2/§8: "Deleting a non-changeable order shows the impossible-to-remove dialog". `text` is the
 * server's description when it refused; the card's own check opens it with the same words (a
 * parcel already at the warehouse, or a buy-out already paid).
 */
export function ImpossibleToRemoveDialog({
  open,
  text,
  kind = 'forwarding',
  onClose,
}: {
  open: boolean;
  text: string | null;
  kind?: OrderType;
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
      <p>{text ?? (kind === 'buyout' ? t('impossibleDialog.buyoutText') : t('impossibleDialog.text'))}</p>
    </Modal>
  );
}
