// The promo columns a buy-out order is saved with: a checked code, an accepted churn offer, or none
// (resolved by features/promo), and the churn offer an order going back to a draft keeps.
import {
  buyoutReopensAsDraft,
  isPromoPlaceholder,
  type BuyoutOrderStatus,
  type Locale,
} from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import type { Database } from '../../db/database.js';
import type { BuyoutOrderRow } from '../../db/schema/index.js';
import { churnColumns, resolveOrderPromo } from '../promo/index.js';
import type { BuyoutDeps } from './deps.js';
import { violation } from './violations.js';

export type PromoValues = Pick<
  BuyoutOrderRow,
  'promoCode' | 'promoFormat' | 'promoValue' | 'promoRestrictedValue' | 'churnAccepted' | 'churnOfferId'
>;
const NO_PROMO: PromoValues = {
  promoCode: '',
  promoFormat: 'amount',
  promoValue: null,
  promoRestrictedValue: null,
  churnAccepted: false,
  churnOfferId: null,
};

/**
 * SPEC §7 "Promo check for buy-out uses service buyout, the code and country US", with the customer's
 * earlier uses (a draft only carries the code; checkout takes it, checkout.ts); with no code (a
 * placeholder is none), an accepted churn offer (SPEC §4 "If an offer exists and no code is present,
 * it is auto-accepted").
 */
export async function resolvePromo(
  db: Database,
  deps: BuyoutDeps,
  userId: string,
  payment: { promoCode: string; churnAccepted: boolean },
  locale: Locale,
  found: Violation[],
  /**
   * The order saved or checked out, when it exists: its own use of the code does not count, and the
   * churn offer it was checked out with stays with it when it goes back to a draft.
   */
  order?: Pick<BuyoutOrderRow, 'id' | 'status' | 'churnOfferId' | 'promoValue' | 'promoRestrictedValue'>,
): Promise<PromoValues> {
  const typed = payment.promoCode.trim();
  const code = typed !== '' && !isPromoPlaceholder(typed) ? typed : null;
  // Issue 14 "Unpaid orders": an order awaiting payment spent its offer at checkout; saved back to a
  // draft it keeps it (draft.ts gives the offer back in the same transaction, the next checkout
  // spends it again), rather than finding it used by itself and losing the discount.
  if (
    !code &&
    payment.churnAccepted &&
    order?.churnOfferId &&
    buyoutReopensAsDraft(order.status as BuyoutOrderStatus)
  )
    return churnColumns(NO_PROMO, {
      id: order.churnOfferId,
      value: order.promoValue,
      restrictedValue: order.promoRestrictedValue,
    });
  const { values, rejection } = await resolveOrderPromo(
    db,
    deps,
    {
      code,
      churnAccepted: payment.churnAccepted,
      check: {
        country: 'US',
        service: 'buyout',
        userId,
        locale,
        ...(order?.id ? { order: { kind: 'buyout' as const, id: order.id } } : {}),
      },
    },
    NO_PROMO,
  );
  // Invalid, expired, category-restricted, or used / used up (issue 13).
  if (rejection) found.push(violation('payment.promoCode', rejection, locale));
  return values;
}
