import type { CatalogShop } from '@posylka/contract';
import { catalogShopPath, type CountryCode } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** A shop of the grid; with a country filter the detail page opens on that country. */
export function ShopCard({ shop, country }: { shop: CatalogShop; country?: CountryCode | undefined }) {
  const { t } = useTranslation('catalog');
  const to = useLocalizedPath();
  return (
    <li className="shop-card">
      <Link className="shop-card__link" to={to(catalogShopPath(shop.slug, country))}>
        <img className="shop-card__logo" src={shop.image} alt="" width={240} height={120} loading="lazy" />
        <span className="shop-card__title">{shop.title}</span>
      </Link>
      <p className="shop-card__text">{shop.shortDescription}</p>
      <p className="shop-card__countries">
        {t('card.countries', { countries: shop.countries.map((c) => c.name).join(', ') })}
      </p>
    </li>
  );
}
