import type { Route } from './+types/buyout-passport';
import { BuyoutPassportPage, loadBuyoutPassport } from '../features/buyout-passport/index.js';
import { pageMeta } from '../i18n/meta.js';
import { useRootData } from '../root-data.js';

/** SPEC §2 "Buy-out documents page": /buyout/passport?orderId={orderId}. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBuyoutPassport(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'buyoutPassport', { title: 'meta.title' }),
];

export default function BuyoutPassport({ loaderData }: Route.ComponentProps) {
  // The realtime channel docs#{uid} is the signed-in customer's (SPEC §6 "user id read from the page").
  const user = useRootData()?.user ?? null;
  const uid = user?.id ?? null;
  return (
    <BuyoutPassportPage
      key={loaderData.orderId}
      orderId={loaderData.orderId}
      orderNumber={loaderData.orderNumber}
      activeDocument={loaderData.activeDocument}
      uid={uid}
      returningFromDiia={loaderData.returningFromDiia}
      profile={user}
    />
  );
}
