import { buildCatalogPath, catalogShopPath, isShopCategorySlug } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import type { StoreCard } from './load-payment-page.js';

/**
 * Where a card leads: a catalogue category slug opens that category of US shops (/catalog/{category}/buy-us);
 * the settings may also list single shops (amazon, ebay), which open the shop's page for the US
 * (/catalog/c/{slug}?_country=US) rather than a category page that does not exist.
 */
export function storeCardPath(slug: string): string {
  return isShopCategorySlug(slug)
    ? buildCatalogPath({ category: slug, country: 'US' })
    : catalogShopPath(slug, 'US');
}

/**
 * SPEC §2 success page: "a grid of US store cards (image, title, background colour), each linking to
 * a US catalogue category".
 */
export function StoreCards({ cards }: { cards: readonly StoreCard[] }) {
  const { t } = useTranslation('buyoutPayment');
  const to = useLocalizedPath();
  if (cards.length === 0) return null;
  return (
    <section className="bo-pay-stores" aria-labelledby="bo-pay-stores-title">
      <h2 className="bo-pay-stores__title" id="bo-pay-stores-title">
        {t('stores.title')}
      </h2>
      <ul className="bo-pay-stores__grid">
        {cards.map((card) => (
          <li key={card.id}>
            <Link to={to(storeCardPath(card.slug))} className="bo-pay-store">
              {/* The brand colour frames the picture; the title sits on white so it always reads. */}
              <span
                className="bo-pay-store__picture"
                style={card.color ? { backgroundColor: card.color } : undefined}
                aria-hidden="true"
              >
                {card.image && (
                  <picture>
                    {card.imageWebp && card.imageWebp !== card.image && (
                      <source srcSet={card.imageWebp} type="image/webp" />
                    )}
                    <img
                      className="bo-pay-store__image"
                      src={card.image}
                      alt=""
                      loading="lazy"
                      width={96}
                      height={80}
                    />
                  </picture>
                )}
              </span>
              <span className="bo-pay-store__title">{card.title || card.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
