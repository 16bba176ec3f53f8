// buyout_refunds.reason holds the operator's words, or for a refund made automatically for one line a
// marker "auto:<kind>:<line id>": the customer's page words it in their language by kind, and the
// line it is for stays known without another column.
import type { BUYOUT_REFUND_KINDS } from '@posylka/contract';

export type RefundKind = (typeof BUYOUT_REFUND_KINDS)[number];
export type AutoRefundKind = Exclude<RefundKind, 'operator'>;

const AUTO = /^auto:(unavailable|lower_quantity|lower_price|refused):([0-9a-f-]{36})$/;

export const autoReason = (kind: AutoRefundKind, lineId: string) => `auto:${kind}:${lineId}`;

export function readReason(reason: string): { kind: RefundKind; productId: string | null; reason: string } {
  const match = AUTO.exec(reason);
  if (!match) return { kind: 'operator', productId: null, reason };
  return { kind: match[1] as AutoRefundKind, productId: match[2]!, reason: '' };
}
