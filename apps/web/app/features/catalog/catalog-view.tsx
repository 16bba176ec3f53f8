import type { CatalogShopsResponse, ShopCategory } from '@posylka/contract';
import { buildCatalogPath, CATALOG_BASE_PATH, isPaginationShown, type CatalogFilter } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useNavigate, useNavigation } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/preloader.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { CatalogFilters, type CountryOption } from './catalog-filters.js';
import { CatalogPagination } from './catalog-pagination.js';
import { ShopCard } from './shop-card.js';
import { ShowMoreButton, useShowMore } from './show-more.js';

export interface CatalogViewProps {
  filter: CatalogFilter;
  /** null when the catalogue could not be loaded. */
  shops: CatalogShopsResponse | null;
  categories: readonly ShopCategory[];
  countries: readonly CountryOption[];
  /** The filter's name ("Shoes · USA"); the catalogue's title when there is no filter. */
  heading?: string | undefined;
}

/** The catalogue page body: filters, the count, the grid (or "Nothing found") and the pages. */
export function CatalogView({ filter, shops, categories, countries, heading }: CatalogViewProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const updating = navigation.state === 'loading' && navigation.location.pathname.includes('/catalog');

  const go = (next: CatalogFilter) =>
    void navigate(to(buildCatalogPath(next)), {
      preventScrollReset: true,
      replace: next.search !== filter.search,
    });

  return (
    <section className="container page catalog">
      <header className="page__head">
        <h1>{heading ? t('filteredTitle', { filter: heading }) : t('title')}</h1>
        <p className="page__sub">{t('subtitle')}</p>
      </header>
      <CatalogFilters filter={filter} categories={categories} countries={countries} onChange={go} />
      <div className="catalog__status" aria-live="polite">
        {updating ? (
          <span>
            <Spinner size="sm" /> {t('updating')}
          </span>
        ) : (
          shops && <span>{t('count', { count: shops.total })}</span>
        )}
      </div>
      {shops === null ? (
        <p className="notice notice--error" role="alert">
          {t('error')}
        </p>
      ) : shops.total === 0 ? (
        <div className="catalog-empty card">
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
          <Link className={buttonClass('secondary')} to={to(CATALOG_BASE_PATH)}>
            {t('filters.reset')}
          </Link>
        </div>
      ) : (
        <Results
          key={buildCatalogPath(filter)}
          filter={filter}
          shops={shops}
          paged={isPaginationShown(locale, shops.pages)}
          appendable={locale === 'en'}
          busy={updating}
        />
      )}
    </section>
  );
}

function Results(props: {
  filter: CatalogFilter;
  shops: CatalogShopsResponse;
  paged: boolean;
  appendable: boolean;
  busy: boolean;
}) {
  const { filter, shops, paged, appendable, busy } = props;
  const more = useShowMore(filter, shops);
  const items = appendable ? more.items : shops.items;
  return (
    <>
      <ul className="shop-grid" aria-busy={busy}>
        {items.map((shop) => (
          <ShopCard key={shop.id} shop={shop} country={filter.country} />
        ))}
      </ul>
      {paged && <CatalogPagination filter={filter} pages={shops.pages} />}
      {appendable && more.hasMore && <ShowMoreButton state={more.state} onClick={() => void more.load()} />}
    </>
  );
}
