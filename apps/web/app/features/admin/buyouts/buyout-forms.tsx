import type { AdminBuyoutDetail } from '@posylka/contract';
import { formatMoney, isPositiveMoney, parcelMeasurementsSchema } from '@posylka/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useApi } from '../../../api/api-provider.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { useToasts } from '../../../components/toasts/toast-context.js';
import { domainResolver } from '../../../forms/domain-resolver.js';
import { adminApi } from '../admin-api.js';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { useAdminSubmit } from './use-admin-form.js';

interface RefundValues {
  amount: string;
  reason: string;
}

/**
 * Partial or full refund to the paying card (issue 6, issue 14): at any time while money is left and
 * never above it, paid surcharges included (the server checks; the form starts at what is left and
 * says what it is made of once a surcharge was paid or something was refunded). The money reaches
 * the card within 14 days. One idempotency key per refund: a double click gives back once.
 */
export function RefundForm({ order, onDone }: { order: AdminBuyoutDetail; onDone: () => void }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const api = useApi();
  const toasts = useToasts();
  const form = useForm<RefundValues>({ defaultValues: { amount: order.refundable.amount, reason: '' } });
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { pending, run } = useAdminSubmit(form.setError, ['amount', 'reason']);
  const errors = form.formState.errors;
  const from = order.refundableFrom;
  const showFrom = isPositiveMoney(from.surcharges) || isPositiveMoney(from.refunded);
  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      const amount = values.amount.trim().replace(',', '.');
      await adminApi.refund(api, order.id, { amount, reason: values.reason.trim() }, key);
      setKey(crypto.randomUUID());
      toasts.show({
        kind: 'success',
        text: t('buyout.refunded', {
          amount: formatMoney({ amount, currency: order.refundable.currency }, locale),
        }),
      });
      onDone();
    }),
  );
  return (
    <section className="admin-card" aria-labelledby="admin-buyout-refund">
      <h2 id="admin-buyout-refund">{t('buyout.refund')}</h2>
      {!order.canRefund ? (
        <p className="admin-hint">{t('buyout.refundClosed')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="admin-form">
          <p className="admin-hint">
            {t('buyout.refundable', { amount: formatMoney(order.refundable, locale) })}
            {showFrom &&
              ` (${t('buyout.refundableFrom', {
                paid: formatMoney(from.paid, locale),
                surcharges: formatMoney(from.surcharges, locale),
                refunded: formatMoney(from.refunded, locale),
              })})`}{' '}
            · {t('buyout.refundArrives')}
          </p>
          <Input
            label={t('buyout.amount', { currency: order.refundable.currency })}
            inputMode="decimal"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
          <Input
            label={t('buyout.reason')}
            maxLength={500}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          {errors.root?.server && (
            <p className="admin-notice admin-notice--error" role="alert">
              {errors.root.server.message}
            </p>
          )}
          <Button type="submit" variant="danger" loading={pending}>
            {t('buyout.refundSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}

interface ArrivedValues {
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
}
const MEASURES = ['weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;

/**
 * The bought goods reached the US warehouse: weigh and measure them, and the server makes the
 * forwarding parcel (at the warehouse) that then lives its normal life.
 */
export function ArrivedForm({ order, onDone }: { order: AdminBuyoutDetail; onDone: () => void }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const api = useApi();
  const toasts = useToasts();
  const form = useForm<ArrivedValues>({
    resolver: domainResolver(parcelMeasurementsSchema as unknown as z.ZodType<ArrivedValues>, locale),
    defaultValues: { weightKg: '', lengthCm: '', widthCm: '', heightCm: '' },
  });
  const { pending, run } = useAdminSubmit(form.setError, MEASURES);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      const answer = await adminApi.arrived(api, order.id, values);
      toasts.show({
        kind: 'success',
        text: t('buyout.arrivedDone', { number: answer.forwardingOrder?.number ?? '' }),
      });
      onDone();
    }),
  );
  const labels = {
    weightKg: t('receive.weight'),
    lengthCm: t('receive.length'),
    widthCm: t('receive.width'),
    heightCm: t('receive.height'),
  };
  return (
    <section className="admin-card" aria-labelledby="admin-buyout-arrived">
      <h2 id="admin-buyout-arrived">{t('buyout.arrived')}</h2>
      {order.forwardingOrder ? (
        <p>
          <Link to={`/admin/parcels/${order.forwardingOrder.id}`}>
            {t('buyout.forwardingOrder', { number: order.forwardingOrder.number })}
          </Link>
        </p>
      ) : !order.canArrive ? (
        <p className="admin-hint">{t('buyout.notReady')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="admin-form">
          <p className="admin-hint">{t('buyout.arrivedLead')}</p>
          <div className="admin-receive__measures">
            {MEASURES.map((name) => (
              <Input
                key={name}
                label={labels[name]}
                inputMode="decimal"
                error={errors[name]?.message}
                {...form.register(name)}
              />
            ))}
          </div>
          {errors.root?.server && (
            <p className="admin-notice admin-notice--error" role="alert">
              {errors.root.server.message}
            </p>
          )}
          <Button type="submit" loading={pending}>
            {t('buyout.arrivedSubmit')}
          </Button>
        </form>
      )}
    </section>
  );
}
