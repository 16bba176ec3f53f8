import { and, asc, eq } from 'drizzle-orm';
import type { Article, BannerSlide, CompareProduct, HeaderItem } from '@posylka/contract';
import type { Locale } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { articles, bannerSlides, compareProducts, headerItems } from '../../db/schema/index.js';

/** Home banner slides in display order, alt text in the page language. */
export async function listBannerSlides(db: Database, locale: Locale): Promise<BannerSlide[]> {
  const rows = await db
    .select()
    .from(bannerSlides)
    .where(eq(bannerSlides.active, true))
    .orderBy(asc(bannerSlides.sortOrder), asc(bannerSlides.id));
  return rows.map((r) => ({
    id: r.id,
    href: r.href,
    alt: r.alt[locale],
    imageDesktop: r.imageDesktop,
    imageDesktopWebp: r.imageDesktopWebp,
    imageMobile: r.imageMobile,
    imageMobileWebp: r.imageMobileWebp,
  }));
}

/** Ticker items of the header, in display order. */
export async function listHeaderItems(db: Database, locale: Locale): Promise<HeaderItem[]> {
  const rows = await db
    .select()
    .from(headerItems)
    .where(and(eq(headerItems.active, true)))
    .orderBy(asc(headerItems.sortOrder), asc(headerItems.id));
  return rows.map((r) => ({
    id: r.id,
    text: r.text[locale],
    link: r.link,
    color: r.color,
    textColor: r.textColor,
    countryCodes: r.countryCodes,
    hasArrow: r.hasArrow,
  }));
}

/** Savings comparison products; both prices in the row's currency (UAH). */
export async function listCompareProducts(db: Database, locale: Locale): Promise<CompareProduct[]> {
  const rows = await db
    .select()
    .from(compareProducts)
    .orderBy(asc(compareProducts.sortOrder), asc(compareProducts.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title[locale],
    description: r.description[locale],
    discount: trimZeros(r.discount),
    priceUkraine: { amount: r.priceUkraine, currency: r.currency },
    priceUSA: { amount: r.priceUsa, currency: r.currency },
    img: r.img,
    country: r.countryCode,
  }));
}

export async function listArticles(db: Database, locale: Locale): Promise<Article[]> {
  const rows = await db.select().from(articles).orderBy(asc(articles.sortOrder), asc(articles.id));
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title[locale],
    excerpt: r.excerpt[locale],
    href: r.href,
    image: r.image,
  }));
}

/** "35.00" -> "35", "12.50" -> "12.5": percents read as people write them. */
export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
