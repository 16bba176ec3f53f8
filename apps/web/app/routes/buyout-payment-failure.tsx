import type { Route } from './+types/buyout-payment-failure';
import { loadPaymentPage, PaymentFailureView } from '../features/buyout-payment/index.js';
import { pageMeta } from '../i18n/meta.js';

/** SPEC §2 buy-out payment failure page: /buyout/payment/failure?orderId={id}. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'buyoutPayment', { title: 'meta.failureTitle' }),
];

export default function BuyoutPaymentFailure({ loaderData }: Route.ComponentProps) {
  return <PaymentFailureView key={loaderData.order.id} data={loaderData} />;
}
