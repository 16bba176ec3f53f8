import type { AdminBuyoutLine, AdminBuyoutPurchaseResult } from '@posylka/contract';
import { formatMoney, isHttpLink } from '@posylka/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../../api/api-provider.js';
import { Button } from '../../../components/ui/button.js';
import { Input } from '../../../components/ui/input.js';
import { adminApi } from '../admin-api.js';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { useAdminSubmit } from './use-admin-form.js';

interface PurchaseValues {
  shopOrderNumber: string;
  actualPrice: string;
  actualQuantity: string;
  trackNo: string;
}
const FIELDS = ['shopOrderNumber', 'actualPrice', 'actualQuantity', 'trackNo'] as const;

/** What the rules decided about the line just recorded (price rise, lower quantity, money back). */
function Decision({ result }: { result: AdminBuyoutPurchaseResult }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  return (
    <p className="admin-notice admin-notice--success" role="status">
      {t(`buyout.priceDecision.${result.priceDecision}`)}{' '}
      {t(`buyout.quantityDecision.${result.quantityDecision}`)}
      {result.refund
        ? ` ${t('buyout.refundMade', { amount: formatMoney(result.refund.amount, locale) })}`
        : ''}
    </p>
  );
}

/**
 * One line of the buy-out: what the customer ordered and paid for, what the buyer recorded, and the
 * purchase form while the line waits (shop order, actual price and quantity, shop tracking). The
 * server decides with the domain rules whether a rise is accepted or the customer is asked.
 */
export function BuyoutLine({
  orderId,
  line,
  onChanged,
}: {
  orderId: string;
  line: AdminBuyoutLine;
  onChanged: () => void;
}) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const api = useApi();
  const [result, setResult] = useState<AdminBuyoutPurchaseResult | null>(null);
  const form = useForm<PurchaseValues>({
    defaultValues: {
      shopOrderNumber: '',
      actualPrice: line.price.amount,
      actualQuantity: String(line.quantity),
      trackNo: '',
    },
  });
  const { pending, run } = useAdminSubmit(form.setError, FIELDS);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      const answer = await adminApi.purchase(api, orderId, line.id, {
        shopOrderNumber: values.shopOrderNumber.trim(),
        actualPrice: values.actualPrice.trim().replace(',', '.'),
        actualQuantity: Number.parseInt(values.actualQuantity, 10),
        trackNo: values.trackNo.trim() || null,
      });
      setResult(answer);
      onChanged();
    }),
  );

  return (
    <li className="admin-card admin-line">
      <div className="admin-line__head">
        <h3>
          {/* Issue 15: only an http(s) link is clickable; a data: or javascript: one is shown as text. */}
          {isHttpLink(line.link) ? (
            <a href={line.link} target="_blank" rel="noopener noreferrer">
              {line.name || line.link}
            </a>
          ) : (
            <span>{line.name || line.link}</span>
          )}
        </h3>
        <span className={`admin-badge admin-badge--line-${line.state}`}>{t(`lineState.${line.state}`)}</span>
      </div>
      <p className="admin-hint">
        {line.shop}
        {line.size ? ` · ${t('buyout.size', { value: line.size })}` : ''}
        {line.color ? ` · ${t('buyout.color', { value: line.color })}` : ''}
      </p>
      {line.comment && <p className="admin-hint">{t('buyout.comment', { value: line.comment })}</p>}
      <p>
        {t('buyout.declared', { quantity: line.quantity, price: formatMoney(line.price, locale) })}
        {line.allowOverpricing ? ` · ${t('buyout.allowOverpricing')}` : ''}
        {line.allowLowerQuantity ? ` · ${t('buyout.allowLowerQuantity')}` : ''}
      </p>
      {line.actualPrice && line.actualQuantity !== null && (
        <p>
          {t('buyout.actual', {
            quantity: line.actualQuantity,
            price: formatMoney(line.actualPrice, locale),
          })}
        </p>
      )}
      {line.surchargeAmount && (
        <p className={line.surchargePaidAt ? 'admin-hint' : undefined} data-testid="line-surcharge">
          {t(line.surchargePaidAt ? 'buyout.surchargePaid' : 'buyout.surcharge', {
            amount: formatMoney(line.surchargeAmount, locale),
          })}
        </p>
      )}
      {(line.shopOrderNumber || line.trackNo) && (
        <p className="admin-hint">
          {line.shopOrderNumber ? t('buyout.shopOrder', { value: line.shopOrderNumber }) : ''}
          {line.shopOrderNumber && line.trackNo ? ' · ' : ''}
          {line.trackNo ? t('buyout.track', { value: line.trackNo }) : ''}
        </p>
      )}
      {result && <Decision result={result} />}
      {line.state === 'awaiting' && (
        <form className="admin-line__form" onSubmit={onSubmit} noValidate aria-label={t('buyout.purchase')}>
          <Input
            label={t('buyout.shopOrderNumber')}
            autoComplete="off"
            error={errors.shopOrderNumber?.message}
            {...form.register('shopOrderNumber')}
          />
          <Input
            label={t('buyout.actualPrice', { currency: line.price.currency })}
            inputMode="decimal"
            error={errors.actualPrice?.message}
            {...form.register('actualPrice')}
          />
          <Input
            label={t('buyout.actualQuantity')}
            inputMode="numeric"
            error={errors.actualQuantity?.message}
            {...form.register('actualQuantity')}
          />
          <Input
            label={t('buyout.trackNo')}
            autoComplete="off"
            error={errors.trackNo?.message}
            {...form.register('trackNo')}
          />
          {errors.root?.server && (
            <p className="admin-notice admin-notice--error" role="alert">
              {errors.root.server.message}
            </p>
          )}
          <Button type="submit" loading={pending}>
            {t('buyout.purchase')}
          </Button>
        </form>
      )}
    </li>
  );
}
