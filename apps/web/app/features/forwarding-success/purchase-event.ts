import type { ForwardingOrder } from '@posylka/contract';
import { useEffect } from 'react';

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/**
 * The analytics "purchase" event of SPEC §2 success view / §7 "Analytics events are pushed to a data
 * layer". Amounts stay the API's decimal strings turned into numbers only here, because the data
 * layer's consumers expect numbers; nothing is computed with them.
 */
export function purchaseEvent(order: ForwardingOrder): DataLayerEntry {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      affiliation: 'forwarding',
      value: Number(order.itemsTotal.amount),
      currency: order.itemsTotal.currency,
      tax: Number(order.priceCustomsClearance.amount),
      items: order.items.map((item) => ({
        item_id: item.id,
        item_name: item.name,
        item_category: item.category?.name ?? undefined,
        item_brand: order.company?.label ?? order.companyName ?? undefined,
        item_variant: order.country.id,
        price: Number(item.unitPrice.amount),
        quantity: item.quantity,
      })),
    },
  };
}

// Orders pushed by this page load: effects run twice under StrictMode and again on re-mount.
const pushed = new Set<string>();

function alreadyInLayer(layer: readonly DataLayerEntry[], transactionId: string): boolean {
  return layer.some(
    (entry) =>
      entry.event === 'purchase' &&
      (entry.ecommerce as { transaction_id?: unknown } | undefined)?.transaction_id === transactionId,
  );
}

/** Pushes the purchase event once per order; only in the browser (an effect never runs in SSR). */
export function usePurchaseEvent(order: ForwardingOrder): void {
  useEffect(() => {
    if (pushed.has(order.id)) return;
    const layer = (window.dataLayer ??= []);
    pushed.add(order.id);
    if (alreadyInLayer(layer, order.number)) return;
    layer.push(purchaseEvent(order));
  }, [order]);
}

/** Tests start from a clean page. */
export function resetPurchaseEventsForTests(): void {
  pushed.clear();
}
