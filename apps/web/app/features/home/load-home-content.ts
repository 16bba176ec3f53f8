import {
  endpoints,
  type ApiClient,
  type Article,
  type BannerSlide,
  type CompareProduct,
  type HeaderItem,
  type Promotion,
  type SettingsResponse,
} from '@posylka/contract';
import { buyoutFeePromise, formatMoney, formatPercent, type Locale } from '@posylka/domain';
import { fetchActiveChurnOffer, type ChurnBanner } from '../banners/index.js';
import type { ShopTile } from './shops-slider.js';

/** Everything the home page shows besides the countries; each part may fail on its own. */
export interface HomeContent {
  banners: BannerSlide[];
  churn: ChurnBanner | null;
  headerItems: HeaderItem[];
  promotions: Promotion[];
  compareProducts: CompareProduct[];
  articles: Article[];
  shops: ShopTile[];
  /** The buy-out cost the page promises; null when the settings could not be read. */
  buyoutFees: BuyoutFeeTexts | null;
  /** GET /extra/settings as read once for the page (fees, NBU rates); null when it failed. */
  settings: SettingsResponse | null;
}

/** "від 8 %" and "2 %" as the page's language writes them. */
export type BuyoutFeeTexts = { fee: string; insurance: string };

/**
 * What the home page promises of the buy-out cost (issue 14 item 9): the lowest service-fee percent
 * and the insurance percent of the stored buy-out settings (GET /extra/settings), the ones the
 * checkout computes and the order is charged by, never a number written into the texts.
 */
export async function loadBuyoutFeeTexts(api: ApiClient, locale: Locale): Promise<BuyoutFeeTexts | null> {
  return buyoutFeeTextsOf(await api.call(endpoints.settings).catch(() => null), locale);
}

function buyoutFeeTextsOf(settings: SettingsResponse | null, locale: Locale): BuyoutFeeTexts | null {
  if (!settings) return null;
  try {
    const { buyout } = settings;
    const promise = buyoutFeePromise({
      percentServiceFee: Number(buyout.percentServiceFee),
      percentInsuranceFee: Number(buyout.percentInsuranceFee),
      overPriceCommissionShopsList: buyout.overPriceCommissionShopsList.map((shop) => ({
        domain: shop.domain,
        percentServiceFee: Number(shop.percentServiceFee),
        minCommission: shop.minCommission,
      })),
    });
    return {
      fee: formatPercent(promise.servicePercentFrom, locale),
      insurance: formatPercent(promise.insurancePercent, locale),
    };
  } catch {
    return null;
  }
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
    const page = await api.call(endpoints.catalogShops, { query: { sortBy: 'popular' } });
    return page.items.slice(0, SHOPS_SHOWN).map((s) => ({
      key: s.slug,
      title: s.title,
      href: `/catalog/c/${encodeURIComponent(s.slug)}`,
      image: s.image,
      color: s.color,
    }));
  } catch {
    const companies = await orEmpty(api.call(endpoints.companies, { query: { countryCode: 'US' } }));
    return companies.slice(0, SHOPS_SHOWN).map((c) => ({
      key: String(c.id),
      title: c.name,
      href: null,
      image: null,
      color: null,
    }));
  }
}

export async function loadHomeContent(api: ApiClient, locale: Locale): Promise<HomeContent> {
  const [banners, churn, headerItems, promotions, compareProducts, articles, shops, settings] =
    await Promise.all([
      orEmpty(api.content.banners()),
      fetchActiveChurnOffer(api),
      orEmpty(api.content.headerItems()),
      orEmpty(api.content.promotions('home')),
      orEmpty(api.content.compareProducts()),
      orEmpty(api.content.articles()),
      loadShops(api),
      api.call(endpoints.settings).catch(() => null),
    ]);
  return {
    banners,
    // The discount is hryvnias (SPEC §9 "Discounts and bonuses are in UAH"), written here on the
    // server so the slider keeps decimal.js out of the home page's first load (issue #7).
    churn: churn && {
      ...churn,
      discountText: formatMoney({ amount: churn.discountAmount, currency: 'UAH' }, locale, {
        wholeWithoutCents: true,
      }),
    },
    headerItems,
    promotions,
    compareProducts,
    articles,
    shops,
    buyoutFees: buyoutFeeTextsOf(settings, locale),
    settings,
  };
}
