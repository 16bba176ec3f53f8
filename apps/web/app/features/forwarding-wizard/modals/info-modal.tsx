import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';

/** A closable explanation with one "Got it" button (info, one-time and warning modals of SPEC §2/§4). */
export function InfoModal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('forwarding');
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <Button type="button" onClick={onClose}>
          {t('modals.gotIt')}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}
