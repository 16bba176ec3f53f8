import type { BuyoutProcessing } from '@posylka/contract';
import { formatMoney, roundMoney, type Money } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { useLocale } from '../../i18n/use-locale.js';
import { startPayment } from '../order-core/index.js';
import { showApi } from './show-api.js';

type Line = BuyoutProcessing['lines'][number];
export type SurchargeLine = Line & { surcharge: NonNullable<Line['surcharge']> };

/**
 * A line whose higher price was accepted (issue 6 "every amount they are shown equals what they are
 * charged"): "Доплатити N" opens the payment provider for exactly that amount; refusing refunds the
 * line like a refused change. Until paid the line waits, and the page says the 72-hour deadline is not
 * the customer's fault.
 */
export function SurchargeBlock({
  orderId,
  line,
  name,
  declaredPrice,
  pending,
  onRefuse,
  doc,
}: {
  orderId: string;
  line: SurchargeLine;
  name: string;
  declaredPrice: Money | null;
  pending: boolean;
  onRefuse: () => void;
  doc?: Document;
}) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  const api = useApi();
  const [paying, setPaying] = useState(false);
  const money = (m: Money) => formatMoney(roundMoney(m), locale);
  const amount = money(line.surcharge.amount);
  const titleId = `bo-show-surcharge-${line.productId}`;
  const pay = async () => {
    setPaying(true);
    try {
      startPayment(await showApi.surcharge(api, orderId, line.productId), doc);
      // Leaving the page: the button stays busy until the browser navigates away.
    } catch {
      // The API client has shown the error toast.
      setPaying(false);
    }
  };
  return (
    <div className="bo-show-question" role="group" aria-labelledby={titleId} data-testid="surcharge">
      <p id={titleId} className="bo-show-question__title">
        {t('processing.surcharge.title', { name })}
      </p>
      {declaredPrice && line.actualPrice && (
        <p>
          {t('processing.surcharge.text', {
            declared: money(declaredPrice),
            actual: money(line.actualPrice),
            amount,
          })}
        </p>
      )}
      <p className="detail-page__muted">{t('processing.surcharge.waiting')}</p>
      <div className="bo-show-question__actions">
        <Button size="sm" loading={paying} disabled={paying || pending} onClick={() => void pay()}>
          {t('processing.surcharge.pay', { amount })}
        </Button>
        <Button size="sm" variant="secondary" disabled={paying || pending} onClick={onRefuse}>
          {t('processing.surcharge.refuse')}
        </Button>
      </div>
    </div>
  );
}

/** The order's money as charged: paid, surcharges, refunds and the net sum (server buyoutChargedSummary). */
export function ChargedSummary({ money: summary }: { money: BuyoutProcessing['money'] }) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  const money = (m: Money) => formatMoney(roundMoney(m), locale);
  const positive = (m: Money) => Number(m.amount) > 0;
  if (!positive(summary.surcharges) && !positive(summary.refunded) && !positive(summary.surchargesDue))
    return null;
  return (
    <div data-testid="charged-summary">
      <h3 className="bo-show-refunds__title">{t('processing.money.title')}</h3>
      <dl className="detail-page__list">
        <div className="detail-page__row">
          <dt>{t('processing.money.paid')}</dt>
          <dd>{money(summary.paid)}</dd>
        </div>
        {positive(summary.surcharges) && (
          <div className="detail-page__row">
            <dt>{t('processing.money.surcharges')}</dt>
            <dd>+{money(summary.surcharges)}</dd>
          </div>
        )}
        {positive(summary.refunded) && (
          <div className="detail-page__row">
            <dt>{t('processing.money.refunded')}</dt>
            <dd>−{money(summary.refunded)}</dd>
          </div>
        )}
        <div className="detail-page__row detail-page__row--total bo-show__total" data-testid="charged-total">
          <dt>{t('processing.money.charged')}</dt>
          <dd>{money(summary.charged)}</dd>
        </div>
        {positive(summary.surchargesDue) && (
          <div className="detail-page__row">
            <dt>{t('processing.money.surchargesDue')}</dt>
            <dd>{money(summary.surchargesDue)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
