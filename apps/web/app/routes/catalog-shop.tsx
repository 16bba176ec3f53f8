import { isApiError } from '@posylka/contract';
import type { Route } from './+types/catalog-shop';
import { serverApi } from '../api/server-api.js';
import { ShopDetail } from '../features/catalog/index.js';
import { catalogTexts, interpolate } from '../features/catalog/meta.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { useRootData } from '../root-data.js';

/** SPEC §2 /catalog/c/{slug}?_country=US: the catalogue detail block of one shop. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    return { shop: await serverApi(context, locale).catalog.shop(params.slug) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw new Response(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const texts = catalogTexts(matches);
  if (!loaderData) return [{ title: texts.title }];
  const { shop } = loaderData;
  const title = interpolate(texts.shopTitle, { shop: shop.title });
  const description = interpolate(texts.shopDescription, {
    shop: shop.title,
    description: shop.shortDescription,
  });
  return [
    { title },
    { property: 'og:title', content: title },
    { name: 'description', content: description },
    { property: 'og:description', content: description },
    { property: 'og:image', content: shop.image },
  ];
};

export default function CatalogShop({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  return <ShopDetail shop={loaderData.shop} signedIn={Boolean(root?.user)} />;
}
