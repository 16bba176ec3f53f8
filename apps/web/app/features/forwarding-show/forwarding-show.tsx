import { isApiError, type ForwardingOrder, type Shipment } from '@posylka/contract';
import { canDeleteOrder, type ShipmentState } from '@posylka/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { ImpossibleToRemoveDialog, RemoveOrderDialog } from '../orders/index.js';
import { DeliveryAddress } from './delivery-address.js';
import { DeliveryCalc } from './delivery-calc.js';
import type { ForwardingShowData } from './load-show-page.js';
import { OrderDocuments } from './order-documents.js';
import { OrderGoods } from './order-goods.js';
import { PasswordDialog } from './password-dialog.js';
import { ShipmentPanel } from './shipment-panel.js';
import { ShowHead } from './show-head.js';
import { showApi } from './show-api.js';
import { StatusTimeline } from './status-timeline.js';
import { useOrderUpdates } from './use-order-updates.js';
import { WarehousePhotos } from './warehouse-photos.js';

/** The state when the server sent no shipment block (a save answer): what the order's flags say. */
function fallbackState(order: ForwardingOrder): ShipmentState {
  return order.states.isCreatedByWarehouse && !order.states.isCheckoutCompleted ? 'unregistered' : 'declared';
}

/**
 * The forwarding detail page /forwarding/show/{id} (SPEC §2): head with the express waybill and
 * track number, the status line, the warehouse situation with pause / release / continue delivery,
 * photos, the goods, documents, the delivery calculation and the address with map and schedule;
 * actions back, edit, delete and the password code. It follows the parcel live on orders#{uid}.
 */
export function ForwardingShowPage({ data, uid }: { data: ForwardingShowData; uid: string | null }) {
  const { t } = useTranslation('forwardingShow');
  const api = useApi();
  const toasts = useToasts();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  // Actions answer the new order or shipment at once; the order is then read again in full.
  const [order, setOrder] = useState(data.order);
  useEffect(() => setOrder(data.order), [data.order]);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [removing, setRemoving] = useState<'confirm' | 'busy' | null>(null);
  const [impossible, setImpossible] = useState<{ text: string | null } | null>(null);

  // Only the newest read may land: a slow answer must not overwrite a later one.
  const reads = useRef(0);
  const refetch = useCallback(() => {
    const id = ++reads.current;
    showApi
      .order(api, data.order.id, true)
      .then((fresh) => {
        if (id === reads.current) setOrder(fresh);
      })
      .catch(() => undefined);
  }, [api, data.order.id]);
  useOrderUpdates(uid, order.id, refetch);

  const shipment: Shipment | null = order.shipment ?? null;
  const state = shipment?.state ?? fallbackState(order);

  const changeShipment = (next: Shipment) => {
    setOrder((current) => ({ ...current, shipment: next }));
    refetch();
  };
  const changeOrder = (next: ForwardingOrder) => {
    // Save answers may leave the shipment block out: keep the one we have until the reload.
    setOrder((current) => ({ ...next, shipment: next.shipment ?? current.shipment }));
  };

  // A parcel the domain says cannot be deleted offers no Delete at all (issue 18: it was the big red
  // button of a parcel at the warehouse); the server's refusal (409) still explains itself.
  const deletable = canDeleteOrder({
    isCreatedByWarehouse: order.states.isCreatedByWarehouse,
    isBlocked: order.isBlocked === true || order.states.isBlocked,
    shipmentState: state,
  });
  const askDelete = () => setRemoving('confirm');

  const remove = async () => {
    setRemoving('busy');
    try {
      await showApi.remove(api, order.id);
      toasts.show({ kind: 'success', text: t('removed', { number: order.number }) });
      void navigate(to('/orders'));
    } catch (error) {
      if (isApiError(error) && error.status === 409) setImpossible({ text: error.errorDescription });
      else if (isApiError(error)) toasts.show({ kind: 'error', text: error.errorDescription });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section className="container page detail-page fw-show">
      <ShowHead
        order={order}
        state={state}
        waybillNumber={shipment?.waybillNumber ?? null}
        onDelete={deletable ? askDelete : null}
        onPassword={() => setPasswordOpen(true)}
      />
      {shipment && (
        <ShipmentPanel order={order} shipment={shipment} onShipment={changeShipment} onOrder={changeOrder} />
      )}
      {/* Full width: eight steps side by side need the whole row on a desktop. */}
      {shipment && <StatusTimeline shipment={shipment} declaredAt={order.completedAt} />}
      <div className="detail-page__grid fw-show__grid">
        <div className="detail-page__main">
          {shipment && <WarehousePhotos photos={shipment.photos} />}
          <OrderGoods order={order} />
          <OrderDocuments order={order} state={state} onOrderChange={changeOrder} />
        </div>
        <div className="detail-page__side">
          <DeliveryCalc order={order} shipment={shipment} />
          <DeliveryAddress address={order.consigneeAddress} />
        </div>
      </div>

      <PasswordDialog
        order={order}
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        onSaved={changeOrder}
      />
      <RemoveOrderDialog
        order={removing ? order : null}
        busy={removing === 'busy'}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
      <ImpossibleToRemoveDialog
        open={impossible !== null}
        text={impossible?.text ?? null}
        onClose={() => setImpossible(null)}
      />
    </section>
  );
}
