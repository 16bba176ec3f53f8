import { isApiError, type AdminNotificationsList } from '@posylka/contract';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@posylka/domain';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/api-provider.js';
import { Button } from '../../../components/ui/button.js';
import { adminApi } from '../admin-api.js';
import { useAdminT } from '../admin-i18n.js';

/** What an action ended with, for the page's status line (the row itself may leave the list). */
export type RetryResult = { kind: 'success' | 'error'; text: string };

/**
 * "Send again" of one row: busy while the API answers, then "queued" until the list is read again
 * (a dead letter then leaves the dead list). A refusal (sent meanwhile, gone) is told on the page.
 */
export function RetryButton({
  deliveryId,
  label,
  recipient,
  onResult,
}: {
  deliveryId: string;
  /** The accessible name: which message to whom (every row has the same visible label). */
  label: string;
  recipient: string;
  onResult: (result: RetryResult) => void;
}) {
  const t = useAdminT();
  const api = useApi();
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const retry = async () => {
    setState('pending');
    try {
      await adminApi.retryNotification(api, deliveryId);
      setState('done');
      onResult({ kind: 'success', text: t('notifications.retried', { recipient }) });
    } catch (failure) {
      setState('idle');
      if (!isApiError(failure)) throw failure;
      onResult({ kind: 'error', text: failure.errorDescription });
    }
  };
  if (state === 'done') return <span className="admin-hint">{t('notifications.statusOne.pending')}</span>;
  return (
    <Button size="sm" variant="secondary" loading={state === 'pending'} aria-label={label} onClick={retry}>
      {t('notifications.retry')}
    </Button>
  );
}

/**
 * After a provider's outage: every dead letter of one channel back to the queue. Each channel with
 * dead letters has its button; pressing it asks once more with the count (Escape goes back).
 */
export function RetryDeadPanel({
  deadByChannel,
  onResult,
}: {
  deadByChannel: AdminNotificationsList['deadByChannel'];
  onResult: (result: RetryResult) => void;
}) {
  const t = useAdminT();
  const api = useApi();
  const [chosen, setChosen] = useState<NotificationChannel | null>(null);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const channels = NOTIFICATION_CHANNELS.filter((channel) => deadByChannel[channel] > 0);

  useEffect(() => {
    if (chosen) confirmRef.current?.focus();
  }, [chosen]);

  if (channels.length === 0) return null;
  const name = (channel: NotificationChannel) => t(`notifications.channels.${channel}`);

  const confirm = async () => {
    if (!chosen) return;
    setPending(true);
    try {
      const { retried } = await adminApi.retryDeadNotifications(api, { channel: chosen });
      onResult({ kind: 'success', text: t('notifications.retryAllDone', { count: retried }) });
      setChosen(null);
    } catch (failure) {
      // The client's toast has told what went wrong; the question stays open to try again.
      if (!isApiError(failure)) throw failure;
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby="admin-messages-dead-title" data-testid="retry-dead">
      <h2 id="admin-messages-dead-title">{t('notifications.deadTitle')}</h2>
      <p className="admin-hint">{t('notifications.deadLead')}</p>
      <ul className="admin-messages__channels">
        {channels.map((channel) => (
          <li key={channel}>
            <Button
              size="sm"
              variant={channel === chosen ? 'primary' : 'secondary'}
              aria-expanded={channel === chosen}
              onClick={() => setChosen(channel === chosen ? null : channel)}
            >
              {t('notifications.retryAll', { channel: name(channel), count: deadByChannel[channel] })}
            </Button>
          </li>
        ))}
      </ul>
      {chosen && (
        <div
          className="admin-messages__confirm"
          role="group"
          aria-label={name(chosen)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setChosen(null);
          }}
        >
          <p>{t('notifications.retryAllConfirm', { count: deadByChannel[chosen], channel: name(chosen) })}</p>
          <div className="admin-actions">
            <Button ref={confirmRef} loading={pending} onClick={confirm}>
              {t('common.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setChosen(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
