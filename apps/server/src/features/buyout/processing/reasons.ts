// A refund made automatically for one line names its reason and the line, so the customer's page words
// it in their language and the ledger keys it: one refund per line and reason, however often the
// decision is replayed.
import type { RefundReason } from '@posylka/domain';

export type AutoRefundKind = Extract<
  RefundReason,
  'unavailable' | 'lower_quantity' | 'lower_price' | 'refused'
>;

export type RefundCause = { reason: RefundReason; productId: string | null; note: string; key: string };

export const autoReason = (kind: AutoRefundKind, lineId: string): RefundCause => ({
  reason: kind,
  productId: lineId,
  note: '',
  key: `auto:${kind}:${lineId}`,
});
