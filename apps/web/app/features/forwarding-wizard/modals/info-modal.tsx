import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';

/**
 * A closable explanation with one "Got it" button (info, one-time and warning modals of SPEC §2/§4),
 * or, with `confirm`, the button of the explicit action it explains ("Continue"), which Enter presses.
 */
export function InfoModal({
  open,
  title,
  onClose,
  confirm,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  confirm?: { label: string; onConfirm: () => void };
  children: React.ReactNode;
}) {
  const { t } = useTranslation('forwarding');
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <Button type="button" onClick={confirm?.onConfirm ?? onClose}>
          {confirm?.label ?? t('modals.gotIt')}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
