import { endpoints, type ApiClient, type ChurnOffer } from '@posylka/contract';
import type { ChurnOfferLike } from '@posylka/domain';

/** What the slider needs of the GET /churn/active answer ({ offer } with money as {amount, currency}). */
export function churnOfferFromAnswer(
  answer: { offer?: Partial<ChurnOffer> | null } | null,
): ChurnOfferLike | null {
  const offer = answer?.offer;
  const amount = offer?.discountAmount?.amount;
  if (typeof amount === 'string' && typeof offer?.expiredAt === 'string') {
    // Whole hryvnias read better in a headline ("150 ₴"); kopecks stay when there are any.
    return { discountAmount: amount.replace(/\.00$/, ''), expiredAt: offer.expiredAt };
  }
  return null;
}

/**
 * The signed-in customer's churn offer (SPEC §7 GET /churn/active). A 401 for a visitor or any other
 * failure means "no offer", so the normal slides show and the home page never breaks over an optional
 * offer. Through the endpoint (method and path only): the route's schema would weigh on the home bundle.
 */
export async function fetchActiveChurnOffer(api: ApiClient): Promise<ChurnOfferLike | null> {
  try {
    const answer = await api.call(endpoints.activeChurn, { noErrorToast: true });
    return churnOfferFromAnswer(answer);
  } catch {
    return null;
  }
}
