import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/tariffs';
import { serverApi } from '../api/server-api.js';
import { loadCalculatorReference } from '../features/calculators/index.js';
import { TariffsPage } from '../features/tariffs/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';

/**
 * /tariffs (issue 18 item 5): the countries with their tariff grids and the NBU rates, server-rendered,
 * so the first HTML already lists every price (and works without JavaScript).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { countries, rates, failed } = await loadCalculatorReference(serverApi(context, locale));
  return { countries, rates, failed };
}

/** Picking a country only changes `?country=`: the page already holds every grid, nothing to reload. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'tariffs', { title: 'meta.title', description: 'meta.description' });

export default function Tariffs({ loaderData }: Route.ComponentProps) {
  return <TariffsPage countries={loaderData.countries} rates={loaderData.rates} failed={loaderData.failed} />;
}
