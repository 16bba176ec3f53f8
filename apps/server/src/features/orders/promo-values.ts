// The promo columns a forwarding order is saved with: a checked code, an accepted churn offer, or none
// (resolved by features/promo), and what an edit keeps.
import type { ForwardingOrderPayload } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { resolveOrderPromo } from '../promo/index.js';
import type { OrdersDeps } from './deps.js';
import type { SaveKind } from './save-kind.js';
import type { Found } from './violations.js';

export type PromoValues = Pick<
  OrderRow,
  'promoCode' | 'promoFormat' | 'promoValue' | 'promoRestrictedValue' | 'churnAccepted' | 'churnOfferId'
>;

/** A forwarding order without promo (also what clearing the promo writes). */
export const NO_PROMO: PromoValues = {
  promoCode: null,
  promoFormat: null,
  promoValue: null,
  promoRestrictedValue: null,
  churnAccepted: false,
  churnOfferId: null,
};

function promoOf(row: OrderRow): PromoValues {
  return {
    promoCode: row.promoCode,
    promoFormat: row.promoFormat,
    promoValue: row.promoValue,
    promoRestrictedValue: row.promoRestrictedValue,
    churnAccepted: row.churnAccepted,
    churnOfferId: row.churnOfferId,
  };
}

/**
 * Promo and churn of a forwarding order (SPEC §5 "Promo may be applied at registration of the
 * shipment only"): the code is checked with the goods' HS codes (completion takes its use,
 * complete.ts), an accepted churn offer applies the customer's active offer. A registered order keeps
 * what it was registered with.
 */
export async function resolvePromo(
  db: Database,
  deps: OrdersDeps,
  input: {
    userId: string;
    kind: SaveKind;
    existing: OrderRow | null;
    payload: ForwardingOrderPayload;
    hsCodes: string[];
  },
  found: Found[],
): Promise<PromoValues> {
  const { existing, payload, kind } = input;
  const code =
    payload.promoCode === undefined ? (existing?.promoCode ?? null) : payload.promoCode?.trim() || null;
  if (kind === 'edit' && existing) {
    if ((code ?? '').toUpperCase() !== (existing.promoCode ?? '').toUpperCase())
      found.push({ property: 'promoCode', code: 'promoCode.invalid' });
    return promoOf(existing);
  }
  const { values, rejection } = await resolveOrderPromo(
    db,
    deps,
    {
      code,
      churnAccepted: payload.churnAccepted,
      check: {
        country: payload.country,
        service: 'forwarding',
        hsCodes: input.hsCodes,
        userId: input.userId,
        ...(existing ? { order: { kind: 'forwarding' as const, id: existing.id } } : {}),
      },
    },
    NO_PROMO,
  );
  // "promo invalid; promo category-restricted" (SPEC §8), or used / used up (issue 13).
  if (rejection) found.push({ property: 'promoCode', code: rejection });
  return values;
}
