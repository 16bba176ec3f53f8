import { formatMoney, formatWeight, POST_BOX_LIMITS } from '@posylka/domain';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/modal.js';
import { useLocale } from '../../../i18n/use-locale.js';

/** SPEC §4 "Exit: ... shows a confirmation. Accepting saves then goes to /orders. Cancelling goes to /orders without saving." */
export function ExitConfirmModal(props: {
  open: boolean;
  saving: boolean;
  onSaveAndExit: () => void;
  onExitWithoutSaving: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('forwarding');
  return (
    <Modal
      open={props.open}
      title={t('modals.exitTitle')}
      onClose={props.onClose}
      footer={
        <>
          <Button type="button" loading={props.saving} onClick={props.onSaveAndExit}>
            {t('modals.exitSave')}
          </Button>
          <Button type="button" variant="ghost" onClick={props.onExitWithoutSaving}>
            {t('modals.exitDiscard')}
          </Button>
        </>
      }
    >
      <p>{t('modals.exitText')}</p>
    </Modal>
  );
}

/** SPEC §4/§8: a blocked order shows a non-closable modal whose only button goes to the order page. */
export function BlockedOrderModal({ open, orderHref }: { open: boolean; orderHref: string }) {
  const { t } = useTranslation('forwarding');
  return (
    <Modal
      open={open}
      closable={false}
      title={t('modals.blockedTitle')}
      onClose={() => undefined}
      footer={
        <Link to={orderHref} className={buttonClass('primary', 'md')}>
          {t('modals.blockedButton')}
        </Link>
      }
    >
      <p>{t('modals.blockedText')}</p>
    </Modal>
  );
}

/** SPEC §8 "Parcel-locker modal lists declared value up to 10,000 UAH, size up to 40x60x30 cm, weight up to 20 kg". */
export function PostBoxDisabledModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('forwarding');
  const locale = useLocale();
  const amount = formatMoney(POST_BOX_LIMITS.maxTotal, locale, { wholeWithoutCents: true });
  return (
    <Modal
      open={open}
      title={t('modals.postBoxTitle')}
      onClose={onClose}
      footer={
        <Button type="button" onClick={onClose}>
          {t('modals.gotIt')}
        </Button>
      }
    >
      <p>{t('modals.postBoxText')}</p>
      <ul>
        <li>{t('modals.postBoxValue', { amount })}</li>
        <li>{t('modals.postBoxSize', { size: POST_BOX_LIMITS.maxSizeCm.join('×') })}</li>
        <li>{t('modals.postBoxWeight', { weight: formatWeight(POST_BOX_LIMITS.maxWeightKg, locale) })}</li>
      </ul>
    </Modal>
  );
}

/** SPEC §4 final button without a track number: the order is saved as a draft, with a button to the orders list. */
export function DraftSavedModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('forwarding');
  const locale = useLocale();
  const ordersHref = locale === 'uk' ? '/orders' : `/${locale}/orders`;
  return (
    <Modal
      open={open}
      title={t('modals.draftTitle')}
      onClose={onClose}
      footer={
        <Link to={ordersHref} className={buttonClass('primary', 'md')}>
          {t('modals.toOrders')}
        </Link>
      }
    >
      <p>{t('modals.draftText')}</p>
    </Modal>
  );
}
