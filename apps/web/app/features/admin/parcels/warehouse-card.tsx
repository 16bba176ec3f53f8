import { isApiError, type AdminParcelDetail } from '@posylka/contract';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../../api/api-provider.js';
import { Button } from '../../../components/ui/button.js';
import { useToasts } from '../../../components/toasts/toast-context.js';
import { adminApi } from '../admin-api.js';
import { useAdminT } from '../admin-i18n.js';

/**
 * Which of the country's warehouses holds the parcel (issue 13). While it is still there and the
 * country has several, the operator may correct it; the server re-prices the delivery on the new
 * warehouse's grid and audits the change, and the page then reads the parcel again.
 */
export function WarehouseCard({ parcel, onChanged }: { parcel: AdminParcelDetail; onChanged: () => void }) {
  const t = useAdminT();
  const api = useApi();
  const toasts = useToasts();
  const [chosen, setChosen] = useState(parcel.warehouse?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!parcel.warehouse) return null;
  const changeable = parcel.canChangeWarehouse && parcel.warehouses.length > 1;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const next = await adminApi.warehouse(api, parcel.id, { warehouseId: chosen });
      toasts.show({
        kind: 'success',
        text: t('parcel.warehouseChanged', { name: next.warehouse?.name ?? '' }),
      });
      onChanged();
    } catch (failure) {
      // 409 (the parcel left meanwhile) is already a toast; 422 goes next to the select.
      if (isApiError(failure) && failure.status === 422)
        setError(failure.violations.map((v) => v.message).join(' '));
      else if (!isApiError(failure)) throw failure;
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="admin-card" aria-labelledby="admin-parcel-warehouse">
      <h2 id="admin-parcel-warehouse">{t('parcel.warehouse')}</h2>
      <p>{parcel.warehouse.name}</p>
      {changeable && (
        <form className="admin-actions" onSubmit={submit} noValidate>
          <div className={error ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="admin-parcel-warehouse-select">
              {t('parcel.warehouseMove')}
            </label>
            <select
              id="admin-parcel-warehouse-select"
              className="field__control"
              value={chosen}
              aria-invalid={error ? true : undefined}
              aria-describedby="admin-parcel-warehouse-hint"
              onChange={(e) => setChosen(e.target.value)}
            >
              {parcel.warehouses.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
            <p className={error ? 'field__error' : 'field__hint'} id="admin-parcel-warehouse-hint">
              {error ?? t('parcel.warehouseHint')}
            </p>
          </div>
          <Button type="submit" size="sm" loading={pending} disabled={chosen === parcel.warehouse.id}>
            {t('parcel.warehouseSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
