import type { Route } from './+types/buyout-payment-success';
import { loadPaymentPage, PaymentSuccessView } from '../features/buyout-payment/index.js';
import { pageMeta } from '../i18n/meta.js';

/** SPEC §2 /buyout/payment/success?orderId={id}&isEdited=true: where the payment provider sends the customer. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPaymentPage(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'buyoutPayment', { title: 'meta.successTitle' }),
];

export default function BuyoutPaymentSuccess({ loaderData }: Route.ComponentProps) {
  // Keyed by order: another order's success page starts fresh (and pushes that order's event).
  return <PaymentSuccessView key={loaderData.order.id} data={loaderData} />;
}
