import type { ForwardingOrder, Shipment } from '@posylka/contract';
import {
  ADDITIONAL_SERVICE_KEYS,
  billedWeight,
  formatDecimal,
  formatMoney,
  formatWeight,
  isPositiveMoney,
  parcelWarehouse,
  roundMoney,
} from '@posylka/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { ForwardingFeeRows } from '../../components/fees/forwarding-fee-rows.js';
import { useLocale } from '../../i18n/use-locale.js';

function Row({ term, hint, children }: { term: string; hint?: string | undefined; children: ReactNode }) {
  return (
    <div className="detail-page__row fw-show-calc__row">
      <dt>
        {term}
        {hint && <span className="fw-show-calc__hint">{hint}</span>}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

const SERVICE_NAMES: Record<number, 'services.unregistered' | 'services.manual'> = {
  [ADDITIONAL_SERVICE_KEYS.unregisteredHandling]: 'services.unregistered',
  [ADDITIONAL_SERVICE_KEYS.manualDeclaring]: 'services.manual',
};

/**
 * SPEC §2 "delivery calculation": the warehouse that took the parcel, the measured weight and size,
 * the weight the tariff bills (SPEC §9 "weight rounded up to the next 0.5 kg"), the international
 * delivery cost the server priced from that warehouse's grid with the promo and the bonuses off it,
 * the warehouse services and the handling fee, the guarantee and the insurance fee (the rows the wizard
 * and the success page show, each with its hryvnias once priced), the customs estimate, the total to pay
 * (shipment.charges, UAH) and the bonuses the parcel earns (credited on receipt, or expected for this
 * weight). Every amount comes computed from the server; the page only rounds for display.
 */
export function DeliveryCalc({ order, shipment }: { order: ForwardingOrder; shipment: Shipment | null }) {
  const { t } = useTranslation('forwardingShow');
  const locale = useLocale();
  const money = (m: ForwardingOrder['itemsTotal']) => formatMoney(roundMoney(m), locale);
  const minus = (m: ForwardingOrder['itemsTotal']) => `− ${money(m)}`;
  const charges = shipment?.charges ?? null;
  const weight = shipment?.weightKg ?? null;
  const size = shipment?.dimensions ?? null;
  // The warehouse that took the parcel: its tariff prices the delivery (the US and Poland have two).
  const warehouse = shipment?.warehouseId ? parcelWarehouse(order.country.id, shipment.warehouseId) : null;
  return (
    <section className="card fw-show-calc" aria-labelledby="fw-show-calc-title">
      <h2 className="detail-page__section-title" id="fw-show-calc-title">
        {t('calc.title')}
      </h2>
      {weight === null && <p className="detail-page__muted">{t('calc.notWeighed')}</p>}
      <dl className="detail-page__list">
        {warehouse && (
          <Row term={t('calc.warehouse')}>
            {warehouse.name[locale] === warehouse.city[locale]
              ? warehouse.name[locale]
              : t('calc.warehouseIn', { name: warehouse.name[locale], city: warehouse.city[locale] })}
          </Row>
        )}
        {weight !== null && (
          <>
            <Row term={t('calc.weight')}>{formatWeight(weight, locale)}</Row>
            <Row term={t('calc.billedWeight')} hint={t('calc.billedHint')}>
              {formatWeight(billedWeight(weight), locale)}
            </Row>
          </>
        )}
        {size && (
          <Row term={t('calc.dimensions')}>
            {t('calc.cm', {
              length: formatDecimal(size.lengthCm, locale, 1),
              width: formatDecimal(size.widthCm, locale, 1),
              height: formatDecimal(size.heightCm, locale, 1),
            })}
          </Row>
        )}
        {shipment?.deliveryCost && (
          <Row
            term={t('calc.delivery')}
            hint={t('calc.tariff', {
              country: warehouse ? `${order.country.text}, ${warehouse.name[locale]}` : order.country.text,
            })}
          >
            {money(shipment.deliveryCost)}
            {charges && shipment.deliveryCost.currency !== 'UAH' && (
              <span className="fw-show-calc__uah"> ≈ {money(charges.deliveryUah)}</span>
            )}
          </Row>
        )}
        {charges && isPositiveMoney(charges.promoDiscount) && (
          <Row
            term={
              order.promo?.churn || !order.promo?.code
                ? t('calc.churnDiscount')
                : t('calc.promo', { code: order.promo.code })
            }
          >
            {minus(charges.promoDiscount)}
          </Row>
        )}
        {charges && isPositiveMoney(charges.bonusesUsed) && (
          <Row
            term={charges.bonusesSpent ? t('calc.bonusesSpent') : t('calc.bonusesPlanned')}
            hint={charges.bonusesSpent ? undefined : t('calc.bonusesPlannedHint')}
          >
            {minus(charges.bonusesUsed)}
          </Row>
        )}
        {charges && (isPositiveMoney(charges.promoDiscount) || isPositiveMoney(charges.bonusesUsed)) && (
          <Row term={t('calc.deliveryToPay')}>{money(charges.deliveryToPay)}</Row>
        )}
        {order.additionalServices.map((service) => (
          <Row
            key={service.key}
            term={t(SERVICE_NAMES[service.key] ?? 'services.other', { key: service.key })}
          >
            {money(service.cost)}
          </Row>
        ))}
        {charges && isPositiveMoney(charges.handlingFeeUah) && (
          <Row term={t('calc.handlingFee')}>{money(charges.handlingFeeUah)}</Row>
        )}
        <ForwardingFeeRows
          lines={order.feeLines}
          rowClassName="detail-page__row fw-show-calc__row"
          after={(kind) => {
            const line = order.feeLines.find((l) => l.kind === kind);
            if (!charges || !line || line.cost.currency === 'UAH') return null;
            const uah = kind === 'guarantee' ? charges.guaranteeUah : charges.insuranceUah;
            return <span className="fw-show-calc__uah"> ≈ {money(uah)}</span>;
          }}
        />
        <Row term={t('calc.customs')}>
          {isPositiveMoney(order.priceCustomsClearance) ? (
            <>
              ≈ {money(order.priceCustomsClearance)}
              {charges && <span className="fw-show-calc__uah"> ≈ {money(charges.customsUah)}</span>}
            </>
          ) : (
            t('calc.customsNone')
          )}
        </Row>
        {charges && (
          <div className="detail-page__row detail-page__row--total fw-show-calc__row fw-show-calc__total">
            <dt>
              {t('calc.total')}
              {isPositiveMoney(charges.customsUah) && (
                <span className="fw-show-calc__hint">{t('calc.totalCustomsHint')}</span>
              )}
            </dt>
            <dd>{money(charges.totalToPay)}</dd>
          </div>
        )}
        {shipment?.bonuses && (
          <Row term={shipment.bonusesCredited ? t('calc.bonusesCredited') : t('calc.bonusesExpected')}>
            {money(shipment.bonuses)}
          </Row>
        )}
      </dl>
    </section>
  );
}
