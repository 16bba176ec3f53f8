import type { BuyoutOrder, BuyoutProcessing } from '@posylka/contract';
import { formatMoney, isHttpLink, roundMoney } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';
import type { BuyoutTrackingItem } from './show-api.js';

/**
 * The order's products (link, size, colour, quantity, price, comment) with the "N of M received"
 * counter (of the products still coming) and, once the buyer has bought them, each product's track
 * number and state; a product that ended (refused, unavailable) is shown apart. No photos:
 * nothing uploads them yet, so there is no placeholder either.
 */
export function ProductList({
  order,
  received,
  items,
  lines = [],
}: {
  order: BuyoutOrder;
  received: { received: number; total: number };
  items: BuyoutTrackingItem[];
  /** The shop state of each line (processing); it wins over the tracking status when present. */
  lines?: BuyoutProcessing['lines'];
}) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  const byProduct = new Map(items.map((item) => [item.productId, item]));
  const stateOf = new Map(lines.map((line) => [line.productId, line.state]));
  const boughtOf = new Map(lines.map((line) => [line.productId, line.actualQuantity]));
  return (
    <section className="card bo-show__section" aria-labelledby="bo-show-products-title">
      <header className="bo-show__section-head">
        <h2 id="bo-show-products-title" className="detail-page__section-title">
          {t('products.title')}
        </h2>
        {received.total > 0 && (
          <span className="bo-show__received" data-testid="tracking-received">
            {t('products.received', { received: received.received, total: received.total })}
          </span>
        )}
      </header>
      <ul className="bo-show__products">
        {order.products.map((product) => {
          const tracking = byProduct.get(product.id);
          const state = stateOf.get(product.id) ?? tracking?.status;
          // A line that ended (refused, none in the shop) is shown apart; fewer bought says how many.
          const closed = state === 'refused' || state === 'unavailable';
          const bought = boughtOf.get(product.id) ?? null;
          const fewer =
            !closed && state !== 'asking' && bought !== null && bought < product.quantity ? bought : null;
          return (
            <li
              key={product.id}
              className={`bo-show-product${closed ? ' bo-show-product--closed' : ''}`}
              data-testid="buyout-product"
            >
              <div className="bo-show-product__head">
                {/* Issue 15: only an http(s) link is clickable; older drafts may hold data: or javascript:. */}
                {isHttpLink(product.link) ? (
                  <a
                    className="bo-show-product__name"
                    href={product.link}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                  >
                    {product.name}
                  </a>
                ) : (
                  <span className="bo-show-product__name">{product.name}</span>
                )}
                <span className="detail-page__muted">{product.shop}</span>
              </div>
              <dl className="bo-show-product__facts">
                {product.size && (
                  <div>
                    <dt>{t('products.size')}</dt>
                    <dd>{product.size}</dd>
                  </div>
                )}
                {product.color && (
                  <div>
                    <dt>{t('products.color')}</dt>
                    <dd>{product.color}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('products.quantity')}</dt>
                  <dd>
                    {fewer === null
                      ? product.quantity
                      : t('products.bought', { bought: fewer, ordered: product.quantity })}
                  </dd>
                </div>
                <div>
                  <dt>{t('products.price')}</dt>
                  <dd>{formatMoney(roundMoney(product.price), locale)}</dd>
                </div>
                {product.comment && (
                  <div className="bo-show-product__comment">
                    <dt>{t('products.comment')}</dt>
                    <dd>{product.comment}</dd>
                  </div>
                )}
                {state && (
                  <div data-testid="item-tracking">
                    <dt>{t('products.trackNo')}</dt>
                    <dd>
                      {tracking?.trackNo ?? '—'}{' '}
                      <span className={`bo-show-product__state bo-show-product__state--${state}`}>
                        {t(`products.itemStatus.${state}`)}
                      </span>
                    </dd>
                  </div>
                )}
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
