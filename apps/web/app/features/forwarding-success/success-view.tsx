import type { ForwardingOrder } from '@posylka/contract';
import {
  ADDITIONAL_SERVICE_KEYS,
  formatMoney,
  isCustomsInvoice,
  isNoTrackNumber,
  isPositiveMoney,
  roundMoney,
} from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { ForwardingFeeRows } from '../../components/fees/forwarding-fee-rows.js';
import { buttonClass } from '../../components/ui/button.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { CountryFlag } from '../../components/flags/index.js';
import { SuccessHead } from '../order-core/index.js';
import { CustomsNote } from './customs-note.js';
import { usePurchaseEvent } from './purchase-event.js';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="success-summary__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * SPEC §2 "Success view": main info (what, documents if clearance applies, products with the guarantee
 * and the insurance fee as the wizard named them, address), a button to orders, and additional info
 * (delivery, insurance, customs in UAH, service 39 as a cost).
 */
export function SuccessView({ order }: { order: ForwardingOrder }) {
  const { t } = useTranslation('forwardingSuccess');
  const locale = useLocale();
  const to = useLocalizedPath();
  usePurchaseEvent(order);

  const money = (m: ForwardingOrder['itemsTotal']) => formatMoney(roundMoney(m), locale);
  const company = order.company?.label ?? order.company?.name ?? order.companyName;
  const clearanceApplies = order.states.isOverLimitPriceCustomsClearance;
  // Bank orders and other documents are attached too, but only invoices answer "Інвойс".
  const invoiceCount = order.invoices.filter(isCustomsInvoice).length;
  const customsDue = isPositiveMoney(order.priceCustomsClearance);
  const unregisteredHandling = order.additionalServices.find(
    (service) => service.key === ADDITIONAL_SERVICE_KEYS.unregisteredHandling,
  );

  return (
    <section className="container page forwarding-success">
      <SuccessHead
        classes={{ head: 'forwarding-success__head', check: 'forwarding-success__check' }}
        title={t('title')}
        subtitle={t('subtitle', { number: order.number })}
      />

      <div className="forwarding-success__grid">
        <div className="card forwarding-success__main">
          <h2 className="forwarding-success__heading">{t('main.what')}</h2>
          <dl className="success-summary">
            <Row term={t('main.country')}>
              <CountryFlag code={order.country.id} /> {order.country.text}
            </Row>
            {order.partner && <Row term={t('main.partner')}>{order.partner}</Row>}
            <Row term={t('main.company')}>{company ?? t('main.none')}</Row>
            <Row term={t('main.trackNumber')}>
              {isNoTrackNumber(order.trackNo) ? t('main.noTrackNumber') : order.trackNo}
            </Row>
          </dl>

          {clearanceApplies && (
            <>
              <h2 className="forwarding-success__heading">{t('main.documents')}</h2>
              <dl className="success-summary">
                <Row term={t('main.invoice')}>
                  {invoiceCount > 0 ? t('main.filesAttached', { count: invoiceCount }) : t('main.none')}
                </Row>
                <Row term={t('main.passport')}>
                  {order.passport
                    ? t('main.passportAttached', { number: order.passport.maskedNumber })
                    : t('main.none')}
                </Row>
              </dl>
            </>
          )}

          <h2 className="forwarding-success__heading">{t('main.products')}</h2>
          <dl className="success-summary">
            <Row term={t('main.itemsCount', { count: order.items.length })}>{money(order.itemsTotal)}</Row>
            <ForwardingFeeRows lines={order.feeLines} rowClassName="success-summary__row" />
            {customsDue && <Row term={t('main.customsApprox')}>≈ {money(order.priceCustomsClearance)}</Row>}
          </dl>

          <h2 className="forwarding-success__heading">{t('main.address')}</h2>
          <p className="forwarding-success__address">
            {order.consigneeAddress?.fullAddress ?? t('main.none')}
          </p>

          <Link to={to('/orders')} className={buttonClass('primary', 'lg')}>
            {t('toOrders')}
          </Link>
        </div>

        <aside className="card forwarding-success__extra" aria-labelledby="success-extra-title">
          <h2 className="forwarding-success__heading" id="success-extra-title">
            {t('extra.title')}
          </h2>
          <div className="success-note">
            <h3 className="success-note__title">{t('notes.deliveryTitle')}</h3>
            <p className="success-note__text">{t('notes.delivery')}</p>
          </div>
          <div className="success-note">
            <h3 className="success-note__title">{t('notes.insuranceTitle')}</h3>
            <p className="success-note__text">{t('notes.insurance')}</p>
          </div>
          <div className="success-note">
            <h3 className="success-note__title">{t('notes.customsTitle')}</h3>
            <CustomsNote cost={order.priceCustomsClearance} />
          </div>
          {unregisteredHandling && (
            <div className="success-note">
              <h3 className="success-note__title">{t('notes.unregisteredTitle')}</h3>
              <p className="success-note__text">
                {t('notes.unregistered', { cost: money(unregisteredHandling.cost) })}
              </p>
            </div>
          )}
        </aside>
      </div>
    </section>
  );
}
