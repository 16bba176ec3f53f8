import { isApiError, type AdminParcelDetail } from '@posylka/contract';
import { isNovaPoshtaWaybill, type ShipmentEvent } from '@posylka/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../../api/api-provider.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { useToasts } from '../../../components/toasts/toast-context.js';
import { adminApi } from '../admin-api.js';
import { useAdminT } from '../admin-i18n.js';

/** Moves that need more than a click: the waybill for Nova Poshta, the note the customer reads. */
const NEEDS_WAYBILL: ReadonlySet<ShipmentEvent> = new Set(['hand_to_np']);
const NOTE_FOR_CUSTOMER: ReadonlySet<ShipmentEvent> = new Set(['restrict', 'delay']);

/**
 * The operator's moves for this parcel, exactly the server's `allowedEvents` (domain allowedEvents
 * for an operator), as buttons. Choosing one opens a short confirmation with its inputs, so a stray
 * click never moves a parcel; Enter confirms, Escape goes back.
 */
export function EventPanel({ parcel, onApplied }: { parcel: AdminParcelDetail; onApplied: () => void }) {
  const t = useAdminT();
  const api = useApi();
  const toasts = useToasts();
  const [chosen, setChosen] = useState<ShipmentEvent | null>(null);
  const [waybill, setWaybill] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!chosen) return;
    (NEEDS_WAYBILL.has(chosen) || NOTE_FOR_CUSTOMER.has(chosen)
      ? firstInput.current
      : confirmRef.current
    )?.focus();
  }, [chosen]);

  const choose = (event: ShipmentEvent | null) => {
    setChosen(event);
    setWaybill(parcel.waybillNumber ?? '');
    setNote('');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (NEEDS_WAYBILL.has(chosen) && !isNovaPoshtaWaybill(waybill.trim())) {
      setError(t('parcel.waybillHint'));
      firstInput.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await adminApi.event(api, parcel.id, {
        event: chosen,
        ...(NEEDS_WAYBILL.has(chosen) ? { waybillNumber: waybill.trim() } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toasts.show({ kind: 'success', text: t('parcel.applied', { event: t(`events.${chosen}`) }) });
      choose(null);
      onApplied();
    } catch (failure) {
      // Non-422 failures (409: the parcel moved meanwhile) are already a toast; 422 goes by the field.
      if (isApiError(failure) && failure.status === 422)
        setError(failure.violations.map((v) => v.message).join(' '));
      else if (!isApiError(failure)) throw failure;
    } finally {
      setPending(false);
    }
  };

  if (parcel.allowedEvents.length === 0) return <p className="admin-hint">{t('parcel.noActions')}</p>;

  return (
    <div className="admin-events">
      <ul className="admin-events__list">
        {parcel.allowedEvents.map((event) => (
          <li key={event}>
            <Button
              variant={event === chosen ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={event === chosen}
              onClick={() => choose(event === chosen ? null : event)}
            >
              {t(`events.${event}`)}
            </Button>
          </li>
        ))}
      </ul>
      {chosen && (
        <form
          className="admin-events__confirm"
          onSubmit={submit}
          onKeyDown={(e) => {
            if (e.key === 'Escape') choose(null);
          }}
          aria-label={t(`events.${chosen}`)}
          noValidate
        >
          {NEEDS_WAYBILL.has(chosen) && (
            <Input
              ref={firstInput}
              label={t('parcel.waybill')}
              hint={t('parcel.waybillHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              value={waybill}
              onChange={(e) => setWaybill(e.target.value)}
              required
              error={error ?? undefined}
            />
          )}
          <Input
            ref={NEEDS_WAYBILL.has(chosen) ? undefined : firstInput}
            label={NOTE_FOR_CUSTOMER.has(chosen) ? t('parcel.noteForCustomer') : t('parcel.note')}
            hint={NOTE_FOR_CUSTOMER.has(chosen) ? undefined : t('parcel.noteHint')}
            maxLength={1000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={!NEEDS_WAYBILL.has(chosen) ? (error ?? undefined) : undefined}
          />
          <div className="admin-actions">
            <Button type="submit" ref={confirmRef} loading={pending}>
              {t('common.confirm')}: {t(`events.${chosen}`)}
            </Button>
            <Button variant="ghost" onClick={() => choose(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
