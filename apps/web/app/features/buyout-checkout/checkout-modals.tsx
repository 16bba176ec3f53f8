import type { MeResponse } from '@posylka/contract';
import { formatMoney, LOCKER_MAX_TOTAL_UAH, type Money } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { useLocale } from '../../i18n/use-locale.js';
import { PhoneField } from '../phone-verification/index.js';

export type CheckoutModal = 'firstProduct' | 'overFee' | 'locker' | 'phone';

export interface CheckoutModalsProps {
  modal: CheckoutModal | null;
  close: () => void;
  taxFreeQuantity: number;
  overQuantityFee: Money;
  me: MeResponse;
  phone: string;
  onPhoneChange: (phone: string) => void;
  phoneVerified: boolean;
  onPhoneVerified: (phone: string) => void;
}

/** SPEC §2 "Modals: parcel-locker disabled, first-product info, over-products-fee info, phone entry, phone verification." */
export function CheckoutModals(props: CheckoutModalsProps) {
  const { t } = useTranslation('buyoutCheckout');
  const locale = useLocale();
  const ok = (
    <Button type="button" onClick={props.close}>
      {t('modals.ok')}
    </Button>
  );
  switch (props.modal) {
    case 'firstProduct':
      return (
        <Modal open title={t('modals.firstProduct.title')} onClose={props.close} footer={ok}>
          <p>{t('modals.firstProduct.text')}</p>
        </Modal>
      );
    case 'overFee':
      return (
        <Modal open title={t('modals.overFee.title')} onClose={props.close} footer={ok}>
          <p>
            {t('modals.overFee.text', {
              count: props.taxFreeQuantity,
              fee: formatMoney(props.overQuantityFee, locale),
            })}
          </p>
        </Modal>
      );
    case 'locker':
      return (
        <Modal open title={t('modals.locker.title')} onClose={props.close} footer={ok}>
          <p>{t('modals.locker.text')}</p>
          <ul>
            <li>
              {t('modals.locker.value', {
                max: formatMoney({ amount: String(LOCKER_MAX_TOTAL_UAH), currency: 'UAH' }, locale, {
                  wholeWithoutCents: true,
                }),
              })}
            </li>
            <li>{t('modals.locker.size')}</li>
            <li>{t('modals.locker.weight')}</li>
          </ul>
        </Modal>
      );
    case 'phone':
      return (
        <Modal
          open
          title={t('modals.phone.title')}
          onClose={props.close}
          footer={
            <Button type="button" variant={props.phoneVerified ? 'primary' : 'ghost'} onClick={props.close}>
              {props.phoneVerified ? t('modals.ok') : t('modals.phone.later')}
            </Button>
          }
        >
          <p>{t('modals.phone.text')}</p>
          <PhoneField
            label={t('delivery.phone')}
            value={props.phone}
            onChange={props.onPhoneChange}
            verified={props.phoneVerified}
            onVerified={props.onPhoneVerified}
          />
        </Modal>
      );
    default:
      return null;
  }
}
