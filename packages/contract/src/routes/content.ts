// Site content of SPEC §3: banner slides, header ticker items, savings comparison products, help
// articles, notification posts (uk, ru, en only, SPEC §7) and promotions per placement
// (GET /extra/promotions/{x}). Texts arrive in the request's language (x-locale).
import { z } from 'zod';
import { NOTIFICATION_POST_LOCALES, moneySchema } from '@posylka/domain';
import { validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

const percentString = z.string().regex(/^\d+(\.\d+)?$/);

// ---- GET /content/banners ----

/** SPEC §3 Banner slide; `href` null means the click rule of SPEC §2 decides. */
export const bannerSlideSchema = z.object({
  id: z.number().int(),
  href: z.string().nullable(),
  alt: z.string(),
  imageDesktop: z.string(),
  imageDesktopWebp: z.string().nullable(),
  imageMobile: z.string(),
  imageMobileWebp: z.string().nullable(),
});
export type BannerSlide = z.infer<typeof bannerSlideSchema>;

export const bannersRoute = defineRoute({
  method: 'GET',
  path: '/content/banners',
  summary: 'Home page banner slides in display order',
  tags: ['content'],
  auth: false,
  response: { 200: z.array(bannerSlideSchema) },
});

// ---- GET /content/header-items ----

/** SPEC §3 Header item of the vertical ticker. */
export const headerItemSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  link: z.string().nullable(),
  color: z.string(),
  textColor: z.string(),
  countryCodes: z.array(z.string()),
  hasArrow: z.boolean(),
});
export type HeaderItem = z.infer<typeof headerItemSchema>;

export const headerItemsRoute = defineRoute({
  method: 'GET',
  path: '/content/header-items',
  summary: 'Header ticker items in display order',
  tags: ['content'],
  auth: false,
  response: { 200: z.array(headerItemSchema) },
});

// ---- GET /content/compare-products ----

/** SPEC §3 Compare product: the same goods bought in Ukraine and in the US (shipped), in UAH. */
export const compareProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Saving in percent. */
  discount: percentString,
  priceUkraine: moneySchema,
  priceUSA: moneySchema,
  img: z.string(),
  country: z.string(),
});
export type CompareProduct = z.infer<typeof compareProductSchema>;

export const compareProductsRoute = defineRoute({
  method: 'GET',
  path: '/content/compare-products',
  summary: 'Savings comparison slider: prices in Ukraine vs bought abroad and delivered',
  tags: ['content'],
  auth: false,
  response: { 200: z.array(compareProductSchema) },
});

// ---- GET /content/articles ----

export const articleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  href: z.string(),
  image: z.string(),
});
export type Article = z.infer<typeof articleSchema>;

export const articlesRoute = defineRoute({
  method: 'GET',
  path: '/content/articles',
  summary: 'Help articles for the home page slider',
  tags: ['content'],
  auth: false,
  response: { 200: z.array(articleSchema) },
});

// ---- GET /notifications/posts ----

/** SPEC §3 Notification post. */
export const notificationPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string(),
});
export type NotificationPost = z.infer<typeof notificationPostSchema>;

export const notificationPostsResponseSchema = z.object({
  /** The language the posts are in: uk, ru or en (ro and eng read the English posts). */
  locale: z.enum(NOTIFICATION_POST_LOCALES),
  items: z.array(notificationPostSchema),
});
export type NotificationPostsResponse = z.infer<typeof notificationPostsResponseSchema>;

export const notificationPostsRoute = defineRoute({
  method: 'GET',
  path: '/notifications/posts',
  summary: 'News and notices, newest first (only uk, ru, en; other languages get English)',
  tags: ['content'],
  auth: false,
  response: { 200: notificationPostsResponseSchema },
});

// ---- GET /extra/promotions/{x}?countryCode= ----

/** Where a promotion shows: the home strip, the header, or between forwarding wizard steps (SPEC §2). */
export const PROMOTION_PLACEMENTS = ['home', 'header', 'forwarding-start', 'forwarding-end'] as const;
export type PromotionPlacement = (typeof PROMOTION_PLACEMENTS)[number];

export const promotionsParamsSchema = z.object({ placement: z.enum(PROMOTION_PLACEMENTS) });
export const promotionsQuerySchema = z.object({
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .toUpperCase()
    .optional(),
});

export const promotionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  placement: z.enum(PROMOTION_PLACEMENTS),
  countryCode: z.string().nullable(),
  title: z.string(),
  text: z.string(),
  href: z.string().nullable(),
  color: z.string(),
  textColor: z.string(),
  discountPercent: percentString.nullable(),
  /** ISO date-time of the end, for the countdown; null when it does not end. */
  endsAt: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsRoute = defineRoute({
  method: 'GET',
  path: '/extra/promotions/:placement',
  summary:
    'Running promotions of a placement, for every country or the given countryCode (422 on an unknown placement)',
  tags: ['extra'],
  auth: false,
  params: promotionsParamsSchema,
  querystring: promotionsQuerySchema,
  response: { 200: z.array(promotionSchema), 422: validationErrorBodySchema },
});
