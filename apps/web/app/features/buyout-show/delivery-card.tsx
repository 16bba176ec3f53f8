import type { BuyoutOrder } from '@posylka/contract';
import { phoneText } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';

/** Where the parcel goes and to whom; a draft may have neither yet. */
export function DeliveryCard({ order }: { order: BuyoutOrder }) {
  const { t } = useTranslation('buyoutShow');
  const recipient = order.recipient;
  const fullName = recipient
    ? [recipient.lastName, recipient.firstName, recipient.middleName].filter(Boolean).join(' ')
    : '';
  return (
    <section className="card bo-show__section" aria-labelledby="bo-show-delivery-title">
      <h2 id="bo-show-delivery-title" className="detail-page__section-title">
        {t('delivery.title')}
      </h2>
      <dl className="detail-page__list">
        <div className="detail-page__row">
          <dt>{t('delivery.address')}</dt>
          <dd>{order.userAddress?.fullAddress || t('delivery.noAddress')}</dd>
        </div>
        <div className="detail-page__row">
          <dt>{t('delivery.recipient')}</dt>
          <dd>{fullName || t('delivery.noRecipient')}</dd>
        </div>
        {recipient?.phoneNumber && (
          <div className="detail-page__row">
            <dt>{t('delivery.phone')}</dt>
            <dd>{phoneText(recipient.phoneNumber)}</dd>
          </div>
        )}
        {recipient?.email && (
          <div className="detail-page__row">
            <dt>{t('delivery.email')}</dt>
            <dd>{recipient.email}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
