import type { CatalogShop } from '@posylka/contract';
import { CATALOG_BASE_PATH } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { Select } from '../../components/ui/select.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { WarehouseAddress } from './warehouse-address.js';

/** SPEC §2 "optional _country preselects, falling back to the first country". */
export const SHOP_COUNTRY_PARAM = '_country';

export function pickShopCountry(shop: CatalogShop, requested: string | null): string {
  const wanted = requested?.toUpperCase();
  return shop.countries.find((c) => c.code === wanted)?.code ?? shop.countries[0]?.code ?? 'US';
}

function host(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** SPEC §2 "Catalogue detail block". */
export function ShopDetail({ shop, signedIn }: { shop: CatalogShop; signedIn: boolean }) {
  const { t } = useTranslation('catalog');
  const to = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // After logging in the visitor comes back to this shop and country.
  const next = `?next=${encodeURIComponent(location.pathname + location.search)}`;
  const country = pickShopCountry(shop, params.get(SHOP_COUNTRY_PARAM));
  const countryName = shop.countries.find((c) => c.code === country)?.name ?? country;
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

  return (
    <section className="container page shop-detail">
      <Link className="shop-detail__back" to={to(CATALOG_BASE_PATH)}>
        ← {t('detail.back')}
      </Link>
      <div className="shop-detail__layout">
        <article className="card shop-detail__main">
          <header className="shop-detail__head">
            <img
              className="shop-detail__logo"
              src={shop.image}
              alt={t('detail.logo', { shop: shop.title })}
              width={240}
              height={120}
            />
            <div>
              <h1>{shop.title}</h1>
              <p>{shop.shortDescription}</p>
              <a className="shop-detail__site" href={shop.url} {...external}>
                {host(shop.url)} <span className="visually-hidden">({t('detail.newWindow')})</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            </div>
          </header>
          <Select
            id="shop-country"
            label={t('detail.country')}
            value={country}
            options={shop.countries.map((c) => ({ value: c.code, label: c.name }))}
            onChange={(code) =>
              void setParams(
                (next) => {
                  next.set(SHOP_COUNTRY_PARAM, code);
                  return next;
                },
                { replace: true, preventScrollReset: true },
              )
            }
          />
          {signedIn ? (
            <WarehouseAddress key={country} country={country} countryName={countryName} />
          ) : (
            <div className="shop-prompt">
              <h2>{t('detail.prompt.title')}</h2>
              <p>{t('detail.prompt.text')}</p>
              <div className="shop-prompt__actions">
                <Link className={buttonClass('secondary')} to={to('/register')}>
                  {t('detail.prompt.register')}
                </Link>
                <Link className={buttonClass('ghost')} to={to('/login') + next}>
                  {t('detail.prompt.login')}
                </Link>
              </div>
            </div>
          )}
          <a className={buttonClass('primary', 'lg', true)} href={shop.url} {...external}>
            {t('detail.start')} <span className="visually-hidden">({t('detail.newWindow')})</span>
          </a>
        </article>
        {!signedIn && (
          <aside className="card shop-promo" aria-labelledby="shop-promo-title">
            <h2 id="shop-promo-title">{t('detail.promo.title')}</h2>
            <p>{t('detail.promo.text')}</p>
            <Link className={buttonClass('primary')} to={to('/register')}>
              {t('detail.promo.cta')}
            </Link>
          </aside>
        )}
      </div>
    </section>
  );
}
