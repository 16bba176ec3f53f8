import type { DictionaryWarehouse } from '@posylka/contract';
import type { PickableWarehouseType } from '@posylka/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Select } from '../../components/ui/select.js';

export interface WarehouseSelectProps {
  cityRef: string;
  type: PickableWarehouseType;
  value: string;
  onChange: (warehouse: DictionaryWarehouse) => void;
  error?: string | undefined;
  id?: string;
}

type Load = { status: 'idle' | 'loading' | 'failed' } | { status: 'done'; items: DictionaryWarehouse[] };

/**
 * The city's departments or lockers. The whole list comes at once (a big city has a few hundred
 * lockers) and the select filters it as the user types a number or a street.
 */
export function WarehouseSelect({ cityRef, type, value, onChange, error, id }: WarehouseSelectProps) {
  const { t } = useTranslation('addresses');
  const api = useApi();
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!cityRef) {
      setLoad({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api.dictionary
      .warehouses({ ref: cityRef, type }, { signal: controller.signal, noErrorToast: true })
      .then((items) => setLoad({ status: 'done', items }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      });
    return () => controller.abort();
  }, [api, cityRef, type, attempt]);

  const items = useMemo(() => (load.status === 'done' ? load.items : []), [load]);
  const options = useMemo(() => items.map((w) => ({ value: w.ref, label: w.name })), [items]);
  const label = type === 'box' ? t('form.box') : t('form.department');
  const placeholder =
    load.status === 'idle'
      ? t('form.chooseCityFirst')
      : load.status === 'loading'
        ? t('form.warehousesLoading')
        : t('form.warehousePlaceholder');

  return (
    <div className="warehouse-select" aria-busy={load.status === 'loading' || undefined}>
      <Select
        label={label}
        options={options}
        value={value || null}
        onChange={(ref) => {
          const picked = items.find((w) => w.ref === ref);
          if (picked) onChange(picked);
        }}
        placeholder={placeholder}
        error={error}
        disabled={load.status !== 'done' || items.length === 0}
        {...(id ? { id } : {})}
      />
      {load.status === 'failed' && (
        <p className="field__error" role="alert">
          {t('form.warehousesFailed')}{' '}
          <button type="button" className="link-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('form.retry')}
          </button>
        </p>
      )}
      {load.status === 'done' && items.length === 0 && (
        <p className="field__hint">{t('form.noWarehouses')}</p>
      )}
    </div>
  );
}
