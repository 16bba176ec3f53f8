import type { ForwardingOrder, Shipment } from '@posylka/contract';
import { canCompleteRegistration, findCountry, formatMoney, roundMoney } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { formatDate } from './format.js';
import { HoldActions, HoldReasonList } from './hold-reasons.js';
import { SendNow } from './send-now.js';
import { showApi } from './show-api.js';

type Action = 'pause' | 'release' | 'continue' | 'cancelConsolidation';

/** What the storage deadline means in each state that has one (domain pendingTimer). */
const DEADLINE_KEY = {
  unregistered: 'deadline.unregistered',
  held: 'deadline.held',
  paused: 'deadline.paused',
  delayed: 'deadline.delayed',
  restricted: 'deadline.restricted',
  at_warehouse: 'deadline.atWarehouse',
  consolidated: 'deadline.atWarehouse',
} as const;

/**
 * The parcel's situation at the warehouse and what the customer can do about it (SPEC §2 "paused
 * state", "restricted goods", §4 pause once / release / continue delivery / send now, §9 storage
 * terms): the state's notice, why a held parcel waits and how to put it right (issue 13), the storage
 * deadline, and the pause, release, continue-delivery, send-now and cancel-consolidation buttons the
 * server allows (flags of the shipment block, computed by the domain).
 */
export function ShipmentPanel({
  order,
  shipment,
  onShipment,
  onOrder,
}: {
  order: ForwardingOrder;
  shipment: Shipment;
  onShipment: (shipment: Shipment) => void;
  onOrder: (order: ForwardingOrder) => void;
}) {
  const { t } = useTranslation('forwardingShow');
  const locale = useLocale();
  const to = useLocalizedPath();
  const api = useApi();
  const toasts = useToasts();
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const state = shipment.state;

  const run = async (action: Action, call: () => Promise<void>) => {
    setBusy(action);
    try {
      await call();
      toasts.show({ kind: 'success', text: t(`actions.done.${action}`) });
    } catch {
      // The API client showed the server's reason (409: not possible in this state).
    } finally {
      setBusy(null);
    }
  };

  const pause = () => run('pause', async () => onShipment(await showApi.pause(api, order.id)));
  const release = () => run('release', async () => onShipment(await showApi.release(api, order.id)));
  const continueDelivery = () =>
    run('continue', async () => onOrder(await showApi.continueDelivery(api, order.id)));
  const cancelConsolidation = (consolidationId: string) =>
    run('cancelConsolidation', async () => {
      await showApi.cancelConsolidation(api, consolidationId);
      setConfirmCancel(false);
      onShipment({ ...shipment, state: 'at_warehouse', consolidationId: null });
    });

  // A dispatched parcel from Europe goes by road, from the US by plane (issue 18).
  const byRoad = state === 'dispatched' && findCountry(order.country.id)?.transport === 'car';
  const textKey = byRoad ? ('panel.dispatched.textByRoad' as const) : (`panel.${state}.text` as const);
  const deadlineKey = state in DEADLINE_KEY ? DEADLINE_KEY[state as keyof typeof DEADLINE_KEY] : null;
  const deadline =
    deadlineKey && shipment.storageUntil
      ? t(deadlineKey, { date: formatDate(shipment.storageUntil, locale) })
      : null;

  return (
    <section className={`fw-show-panel fw-show-panel--${state}`} aria-labelledby="fw-show-panel-title">
      <h2 className="fw-show-panel__title" id="fw-show-panel-title">
        {t(`panel.${state}.title`)}
      </h2>
      <p className="fw-show-panel__text">{t(textKey)}</p>
      {state === 'held' && <HoldReasonList shipment={shipment} />}
      {state === 'restricted' && shipment.restrictedNote && (
        <p className="fw-show-panel__note">
          <strong>{t('panel.restricted.note')}</strong> {shipment.restrictedNote}
        </p>
      )}
      {state === 'received' && shipment.bonuses && shipment.bonusesCredited && (
        <p className="fw-show-panel__note">
          {t('panel.received.bonuses', { amount: formatMoney(roundMoney(shipment.bonuses), locale) })}
        </p>
      )}
      {deadline && <p className="fw-show-panel__deadline">{deadline}</p>}
      {state === 'held' && <HoldActions order={order} shipment={shipment} />}
      {state === 'at_warehouse' && shipment.pausedOnce && (
        <p className="fw-show-panel__hint">{t('panel.at_warehouse.pauseUsed')}</p>
      )}

      <div className="fw-show-panel__actions">
        {shipment.canPause && (
          <Button
            variant="secondary"
            loading={busy === 'pause'}
            disabled={busy !== null}
            onClick={() => void pause()}
          >
            {t('actions.pause')}
          </Button>
        )}
        {shipment.canRelease && (
          <Button loading={busy === 'release'} disabled={busy !== null} onClick={() => void release()}>
            {t('actions.release')}
          </Button>
        )}
        {shipment.canContinueDelivery && (
          <Button
            loading={busy === 'continue'}
            disabled={busy !== null}
            onClick={() => void continueDelivery()}
          >
            {t('actions.continue')}
          </Button>
        )}
        {canCompleteRegistration(state) && (
          <Link
            to={to(`/forwarding/edit/${encodeURIComponent(order.id)}`)}
            className={buttonClass('primary')}
          >
            {t('actions.register')}
          </Link>
        )}
        {state === 'consolidated' && shipment.consolidationId && (
          <Button variant="secondary" disabled={busy !== null} onClick={() => setConfirmCancel(true)}>
            {t('actions.cancelConsolidation')}
          </Button>
        )}
      </div>
      {shipment.canPause && <p className="fw-show-panel__hint">{t('panel.at_warehouse.pauseHint')}</p>}
      <SendNow orderId={order.id} shipment={shipment} onShipment={onShipment} />

      <Modal
        open={confirmCancel}
        title={t('cancelConsolidation.title')}
        onClose={() => setConfirmCancel(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmCancel(false)} disabled={busy !== null}>
              {t('cancelConsolidation.keep')}
            </Button>
            <Button
              loading={busy === 'cancelConsolidation'}
              onClick={() => shipment.consolidationId && void cancelConsolidation(shipment.consolidationId)}
            >
              {t('cancelConsolidation.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('cancelConsolidation.text')}</p>
      </Modal>
    </section>
  );
}
