import type { ApiClient } from '@posylka/contract';
import type { ChurnOfferLike } from '@posylka/domain';

/**
 * The signed-in customer's churn offer (SPEC §7 GET /churn/active). The route belongs to issue #4
 * and may not exist yet: its 404, a 401 for a visitor, or any other failure means "no offer", so the
 * normal slides show and the home page never breaks over an optional offer.
 */
export async function fetchActiveChurnOffer(api: ApiClient): Promise<ChurnOfferLike | null> {
  try {
    const offer = await api.request<Partial<ChurnOfferLike> | null>('GET', '/api/churn/active', {
      noErrorToast: true,
    });
    if (offer && typeof offer.discountAmount === 'string' && typeof offer.expiredAt === 'string') {
      return { discountAmount: offer.discountAmount, expiredAt: offer.expiredAt };
    }
    return null;
  } catch {
    return null;
  }
}
