import {
  catalogShopsRoute,
  companiesRoute,
  type ApiClient,
  type Article,
  type BannerSlide,
  type CompareProduct,
  type HeaderItem,
  type Promotion,
} from '@posylka/contract';
import type { ChurnOfferLike } from '@posylka/domain';
import { fetchActiveChurnOffer } from '../banners/index.js';
import type { ShopTile } from './shops-slider.js';

/** Everything the home page shows besides the countries; each part may fail on its own. */
export interface HomeContent {
  banners: BannerSlide[];
  churn: ChurnOfferLike | null;
  headerItems: HeaderItem[];
  promotions: Promotion[];
  compareProducts: CompareProduct[];
  articles: Article[];
  shops: ShopTile[];
}

const SHOPS_SHOWN = 15;

async function orEmpty<T>(promise: Promise<T[]>): Promise<T[]> {
  try {
    return await promise;
  } catch {
    // A section whose data failed is left out; the rest of the page still renders.
    return [];
  }
}

/** Popular catalogue shops linking to their pages; the US companies list when the catalogue fails. */
async function loadShops(api: ApiClient): Promise<ShopTile[]> {
  try {
    const page = await api.call(catalogShopsRoute, undefined, { query: { sortBy: 'popular' } });
    return page.items.slice(0, SHOPS_SHOWN).map((s) => ({
      key: s.slug,
      title: s.title,
      href: `/catalog/c/${encodeURIComponent(s.slug)}`,
      image: s.image,
      color: s.color,
    }));
  } catch {
    const companies = await orEmpty(api.call(companiesRoute, undefined, { query: { countryCode: 'US' } }));
    return companies.slice(0, SHOPS_SHOWN).map((c) => ({
      key: String(c.id),
      title: c.name,
      href: null,
      image: null,
      color: null,
    }));
  }
}

export async function loadHomeContent(api: ApiClient): Promise<HomeContent> {
  const [banners, churn, headerItems, promotions, compareProducts, articles, shops] = await Promise.all([
    orEmpty(api.content.banners()),
    fetchActiveChurnOffer(api),
    orEmpty(api.content.headerItems()),
    orEmpty(api.content.promotions('home')),
    orEmpty(api.content.compareProducts()),
    orEmpty(api.content.articles()),
    loadShops(api),
  ]);
  return { banners, churn, headerItems, promotions, compareProducts, articles, shops };
}
