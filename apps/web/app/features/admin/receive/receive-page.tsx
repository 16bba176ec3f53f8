import {
  adminReceiveBodySchema,
  isApiError,
  type AdminPhoto,
  type AdminReceiveResult,
} from '@posylka/contract';
import { warehousesOf } from '@posylka/domain';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useApi } from '../../../api/api-provider.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { domainResolver } from '../../../forms/domain-resolver.js';
import { applyServerViolations } from '../../../forms/server-errors.js';
import { adminApi } from '../admin-api.js';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { placeLabel, type CountryOption } from '../countries.js';
import { lookUpTrack, type Lookup } from './receive-lookup.js';
import { ReceiveResult } from './receive-result.js';

interface ReceiveValues {
  countryCode: string;
  trackNo: string;
  customerCode: string;
  warehouseId: string;
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}
const FIELDS = [
  'countryCode',
  'trackNo',
  'customerCode',
  'warehouseId',
  'weightKg',
  'lengthCm',
  'widthCm',
  'heightCm',
] as const;
const WAREHOUSE_KEY = 'posylka.admin.warehouse';
const blank = (countryCode: string): ReceiveValues => ({
  countryCode,
  trackNo: '',
  customerCode: '',
  // Empty: the warehouse of the address on the label (the server reads the customer's default).
  warehouseId: '',
  weightKg: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
});

/**
 * Warehouse receiving (issue 5), keyboard first: the track input has the focus, Enter looks the
 * track up; a declared parcel moves the focus to the weight, an unknown track asks for the label's
 * customer code. Enter in any other field receives the parcel; the form then empties itself for the
 * next scan and the result (label view, photos) stays below.
 */
export function ReceivePage({ warehouses }: { warehouses: readonly CountryOption[] }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const api = useApi();
  const form = useForm<ReceiveValues>({
    // The contract's schema with the domain's messages: the same words as the server's 422.
    resolver: domainResolver(adminReceiveBodySchema as unknown as z.ZodType<ReceiveValues>, locale),
    defaultValues: blank(warehouses[0]?.code ?? 'US'),
  });
  const { register, setFocus, setError, getValues, setValue, reset, formState, watch } = form;
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const [result, setResult] = useState<AdminReceiveResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped for every new scan: the effect below puts the focus back on the track input once the
  // emptied form has rendered (setFocus right after reset() would aim at the old field).
  const [scan, setScan] = useState(0);
  const askCode = lookup.kind === 'unknown';
  // A declared parcel is its declaration's country; anything else is this console's.
  const countryCode = lookup.kind === 'declared' ? lookup.parcel.countryCode : watch('countryCode');
  const places = warehousesOf(countryCode);

  // A warehouse of the previous country means nothing here: back to the label's address.
  useEffect(() => {
    const chosen = getValues('warehouseId');
    if (chosen && !warehousesOf(countryCode).some((place) => place.id === chosen))
      setValue('warehouseId', '');
  }, [countryCode, getValues, setValue]);

  // The warehouse this console stands in, remembered on this device.
  useEffect(() => {
    const saved = window.localStorage.getItem(WAREHOUSE_KEY);
    if (saved && warehouses.some((w) => w.code === saved)) form.setValue('countryCode', saved);
  }, [form, warehouses]);

  useEffect(() => setFocus('trackNo'), [scan, setFocus]);

  useEffect(() => {
    if (lookup.kind === 'declared') setFocus('weightKg');
    if (lookup.kind === 'unknown') setFocus('customerCode');
  }, [lookup.kind, setFocus]);

  const runLookup = async () => {
    const track = getValues('trackNo').trim();
    if (!track) return;
    setFailure(null);
    setLookup({ kind: 'looking' });
    try {
      setLookup(await lookUpTrack(api, track));
    } catch {
      // The client showed the error toast; receiving still works without the hint.
      setLookup({ kind: 'idle' });
    }
  };

  const onTrackKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void runLookup();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The label's code goes whenever typed: for a declared parcel it is the label-wins check.
      const answer = await adminApi.receive(api, values);
      setResult(answer);
      reset(blank(values.countryCode));
      setLookup({ kind: 'idle' });
      setScan((n) => n + 1);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (applyServerViolations(error, setError, FIELDS)) return;
      // 404: no declared parcel and no code: ask for the label's code. 409: e.g. China in February.
      if (error.status === 404) setLookup({ kind: 'unknown' });
      setFailure(error.errorDescription);
    }
  });

  const fieldError = (name: keyof ReceiveValues) => formState.errors[name]?.message;

  return (
    <section className="admin-page" aria-labelledby="admin-receive-title">
      <h1 id="admin-receive-title">{t('receive.title')}</h1>
      <p className="admin-lead">{t('receive.lead')}</p>
      <form className="admin-receive" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="admin-receive-warehouse">
            {t('receive.warehouse')}
          </label>
          <select
            id="admin-receive-warehouse"
            className="field__control"
            {...register('countryCode', {
              onChange: (event: { target: { value: string } }) =>
                window.localStorage.setItem(WAREHOUSE_KEY, event.target.value),
            })}
          >
            {warehouses.map((w) => (
              <option key={w.code} value={w.code}>
                {w.code} · {w.name}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-receive__track">
          <Input
            label={t('receive.track')}
            hint={t('receive.trackHint')}
            autoComplete="off"
            spellCheck={false}
            error={fieldError('trackNo')}
            {...register('trackNo', { onChange: () => setLookup({ kind: 'idle' }) })}
            onKeyDown={onTrackKey}
          />
          <Button variant="secondary" onClick={() => void runLookup()} loading={lookup.kind === 'looking'}>
            {t('receive.lookup')}
          </Button>
        </div>
        <LookupNotice lookup={lookup} />
        {askCode && (
          <Input
            label={t('receive.customerCode')}
            autoComplete="off"
            spellCheck={false}
            error={fieldError('customerCode')}
            {...register('customerCode')}
          />
        )}
        {lookup.kind === 'declared' && (
          <Input
            label={t('receive.otherCode')}
            hint={t('receive.otherCodeHint', { code: lookup.parcel.customer.customerCode })}
            autoComplete="off"
            spellCheck={false}
            error={fieldError('customerCode')}
            {...register('customerCode')}
          />
        )}
        {places.length > 1 && (
          <div className={fieldError('warehouseId') ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="admin-receive-place">
              {t('receive.place')}
            </label>
            <select
              id="admin-receive-place"
              className="field__control"
              aria-describedby="admin-receive-place-hint"
              aria-invalid={fieldError('warehouseId') ? true : undefined}
              {...register('warehouseId')}
            >
              <option value="">{t('receive.placeAuto')}</option>
              {places.map((place) => (
                <option key={place.id} value={place.id}>
                  {placeLabel(place, locale)}
                </option>
              ))}
            </select>
            <p
              className={fieldError('warehouseId') ? 'field__error' : 'field__hint'}
              id="admin-receive-place-hint"
            >
              {fieldError('warehouseId') ?? t('receive.placeHint')}
            </p>
          </div>
        )}
        <div className="admin-receive__measures">
          <Input
            label={t('receive.weight')}
            inputMode="decimal"
            error={fieldError('weightKg')}
            {...register('weightKg')}
          />
          <Input
            label={t('receive.length')}
            inputMode="decimal"
            error={fieldError('lengthCm')}
            {...register('lengthCm')}
          />
          <Input
            label={t('receive.width')}
            inputMode="decimal"
            error={fieldError('widthCm')}
            {...register('widthCm')}
          />
          <Input
            label={t('receive.height')}
            inputMode="decimal"
            error={fieldError('heightCm')}
            {...register('heightCm')}
          />
        </div>
        {failure && (
          <p className="admin-notice admin-notice--error" role="alert">
            {failure}
          </p>
        )}
        <div className="admin-actions">
          <Button type="submit" loading={formState.isSubmitting}>
            {t('receive.submit')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              reset(blank(getValues('countryCode')));
              setLookup({ kind: 'idle' });
              setFailure(null);
              setResult(null);
              setScan((n) => n + 1);
            }}
          >
            {t('receive.next')}
          </Button>
        </div>
      </form>
      {result && (
        <ReceiveResult
          key={result.parcel.id}
          result={result}
          onPhotos={(photos: AdminPhoto[]) =>
            setResult((r) =>
              r ? { ...r, parcel: { ...r.parcel, photos: [...r.parcel.photos, ...photos] } } : r,
            )
          }
        />
      )}
    </section>
  );
}

function LookupNotice({ lookup }: { lookup: Lookup }) {
  const t = useAdminT();
  if (lookup.kind === 'declared') {
    const p = lookup.parcel;
    return (
      <p className="admin-notice admin-notice--success" role="status">
        {t('receive.matched', { number: p.number, code: p.customer.customerCode, country: p.countryName })}
      </p>
    );
  }
  if (lookup.kind === 'other') {
    return (
      <p className="admin-notice admin-notice--warning" role="status">
        {t('receive.otherState', { number: lookup.parcel.number, state: t(`states.${lookup.parcel.state}`) })}{' '}
        <Link to={`/admin/parcels/${lookup.parcel.id}`}>{t('common.open')}</Link>
      </p>
    );
  }
  if (lookup.kind === 'unknown') {
    return (
      <p className="admin-notice admin-notice--warning" role="status">
        {t('receive.unknown')}
      </p>
    );
  }
  return null;
}
