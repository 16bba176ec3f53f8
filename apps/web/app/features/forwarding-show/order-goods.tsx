import type { ForwardingOrder } from '@posylka/contract';
import { formatMoney, roundMoney } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';

/** What the customer declared in the parcel: each line with its quantity and price, and the total. */
export function OrderGoods({ order }: { order: ForwardingOrder }) {
  const { t } = useTranslation('forwardingShow');
  const locale = useLocale();
  const money = (m: ForwardingOrder['itemsTotal']) => formatMoney(roundMoney(m), locale);
  return (
    <section className="card fw-show-goods" aria-labelledby="fw-show-goods-title">
      <h2 className="detail-page__section-title" id="fw-show-goods-title">
        {t('goods.title')}
      </h2>
      {order.items.length === 0 ? (
        <p className="detail-page__muted">{t('goods.none')}</p>
      ) : (
        <>
          <ul className="fw-show-goods__list">
            {order.items.map((item) => (
              <li key={item.id}>
                <span className="fw-show-goods__name">{item.name}</span>
                <span className="fw-show-goods__qty">
                  {t('goods.quantity', { count: item.quantity, price: money(item.unitPrice) })}
                </span>
              </li>
            ))}
          </ul>
          <p className="fw-show-goods__total">
            {t('goods.total')}: <strong>{money(order.itemsTotal)}</strong>
          </p>
        </>
      )}
    </section>
  );
}
