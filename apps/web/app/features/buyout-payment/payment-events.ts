import type { BuyoutOrder } from '@posylka/contract';
import { useEffect } from 'react';

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/**
 * SPEC §7 "Analytics events are pushed to a data layer (funnel, purchase, buy-out events)". Amounts
 * are the API's decimal strings turned into numbers only here, for the data layer's consumers.
 */
export function buyoutPurchaseEvent(order: BuyoutOrder, isEdited: boolean): DataLayerEntry {
  return {
    event: isEdited ? 'buyout_edit' : 'purchase',
    ecommerce: {
      transaction_id: order.number,
      affiliation: 'buyout',
      value: Number(order.total.amount),
      currency: order.total.currency,
      items: order.products.map((product) => ({
        item_id: product.id,
        item_name: product.name,
        item_brand: product.shop,
        price: Number(product.price.amount),
        quantity: product.quantity,
      })),
    },
  };
}

/** SPEC §2 failure page "an analytics event". */
export function buyoutPaymentFailedEvent(order: BuyoutOrder): DataLayerEntry {
  return {
    event: 'buyout_payment_failed',
    ecommerce: {
      transaction_id: order.number,
      affiliation: 'buyout',
      value: Number(order.total.amount),
      currency: order.total.currency,
    },
  };
}

// Events pushed by this page load: effects run twice under StrictMode and again on re-mount.
const pushed = new Set<string>();

const sameEvent = (a: DataLayerEntry, b: DataLayerEntry) =>
  a.event === b.event &&
  (a.ecommerce as { transaction_id?: unknown } | undefined)?.transaction_id ===
    (b.ecommerce as { transaction_id?: unknown } | undefined)?.transaction_id;

/**
 * Pushes `entry` once per event and order: not again on re-render or re-mount, nor when the layer
 * already holds it (a reload restores nothing, but a tag manager may have replayed it). Browser only.
 */
export function useDataLayerOnce(entry: DataLayerEntry | null): void {
  const key = entry
    ? `${String(entry.event)}:${String((entry.ecommerce as { transaction_id?: unknown })?.transaction_id)}`
    : null;
  useEffect(() => {
    if (!entry || !key || pushed.has(key)) return;
    const layer = (window.dataLayer ??= []);
    pushed.add(key);
    if (layer.some((existing) => sameEvent(existing, entry))) return;
    layer.push(entry);
    // The entry is built from the order; the key says when it is a different event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** Tests start from a clean page. */
export function resetPaymentEventsForTests(): void {
  pushed.clear();
}
