import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';

/** A draft has nothing to show yet: the page opens with the way back into the checkout. */
export function DraftModal({
  open,
  checkoutPath,
  onClose,
}: {
  open: boolean;
  checkoutPath: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('buyoutShow');
  return (
    <Modal
      open={open}
      title={t('draft.title')}
      onClose={onClose}
      footer={
        <Link to={checkoutPath} className={buttonClass('primary', 'md')}>
          {t('draft.continue')}
        </Link>
      }
    >
      <p>{t('draft.text')}</p>
    </Modal>
  );
}
