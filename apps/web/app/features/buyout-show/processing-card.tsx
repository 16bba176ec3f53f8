import {
  endpoints,
  hrefOf,
  type BuyoutOrder,
  type BuyoutPaymentEntry,
  type BuyoutProcessing,
  type BuyoutRefundEntry,
} from '@posylka/contract';
import { formatMoney, LOCALE_TAGS, roundMoney, type Locale, type Money } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useSearchParams } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { Button } from '../../components/ui/button.js';
import { useLocale } from '../../i18n/use-locale.js';
import { showApi } from './show-api.js';
import { ChargedSummary, SurchargeBlock, type SurchargeLine } from './surcharge-block.js';

type Line = BuyoutProcessing['lines'][number];

function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(iso));
}

/** One changed line: what the shop has, and the customer's yes / no (issue 6 "otherwise the customer is asked"). */
function Question({
  line,
  name,
  pending,
  onAnswer,
}: {
  line: Line & { question: NonNullable<Line['question']> };
  name: string;
  pending: boolean;
  onAnswer: (accept: boolean) => void;
}) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  const q = line.question;
  const money = (m: Money) => formatMoney(roundMoney(m), locale);
  const titleId = `bo-show-question-${line.productId}`;
  return (
    <div className="bo-show-question" role="group" aria-labelledby={titleId} data-testid="price-question">
      <p id={titleId} className="bo-show-question__title">
        {t('processing.question.title', { name })}
      </p>
      {q.priceRise && (
        <p>
          {t('processing.question.price', {
            declared: money(q.declaredPrice),
            actual: money(q.actualPrice),
            rise: money(q.rise),
          })}
        </p>
      )}
      {q.lowerQuantity && (
        <p>{t('processing.question.quantity', { available: q.actualQuantity, count: q.quantity })}</p>
      )}
      <p className="detail-page__muted">{t('processing.question.refuseNote')}</p>
      <div className="bo-show-question__actions">
        <Button size="sm" loading={pending} disabled={pending} onClick={() => onAnswer(true)}>
          {t('processing.question.accept')}
        </Button>
        <Button size="sm" variant="secondary" disabled={pending} onClick={() => onAnswer(false)}>
          {t('processing.question.refuse')}
        </Button>
      </div>
    </div>
  );
}

/**
 * The PDF receipt of one payment or refund (issue 14 item 8), in the page's language; the server sends
 * it as a download. The label names what it is for, as several receipts sit on one page.
 */
function ReceiptLink({ orderId, entryId, what }: { orderId: string; entryId: string; what: string }) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  // The route declares no query; ?locale= is read by the server's language hook.
  const href = hrefOf(endpoints.buyoutReceipt, { params: { id: orderId, entryId }, query: { locale } });
  return (
    <a href={href} download aria-label={`${t('processing.receipt')}: ${what}`} data-testid="receipt-link">
      {t('processing.receipt')}
    </a>
  );
}

function PaymentRow({
  orderId,
  payment,
  names,
}: {
  orderId: string;
  payment: BuyoutPaymentEntry;
  names: Map<string, string>;
}) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  const amount = formatMoney(roundMoney(payment.amount), locale);
  const what =
    payment.kind === 'surcharge'
      ? t('processing.payments.surcharge', { name: names.get(payment.productId ?? '') ?? '' })
      : t('processing.payments.payment');
  return (
    <li className="bo-show-refund" data-testid="buyout-payment">
      <span className="bo-show-refund__amount">{amount}</span>
      <span>{what}</span>
      <span className="detail-page__muted">{formatDay(payment.createdAt, locale)}</span>
      <ReceiptLink orderId={orderId} entryId={payment.id} what={`${what}, ${amount}`} />
    </li>
  );
}

function RefundRow({
  orderId,
  refund,
  names,
}: {
  orderId: string;
  refund: BuyoutRefundEntry;
  names: Map<string, string>;
}) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  const amount = formatMoney(roundMoney(refund.amount), locale);
  const reason =
    refund.kind === 'operator'
      ? refund.reason
      : t(`processing.refunds.kind.${refund.kind}`, { name: names.get(refund.productId ?? '') ?? '' });
  return (
    <li className="bo-show-refund" data-testid="buyout-refund">
      <span className="bo-show-refund__amount">{amount}</span>
      <span>{reason}</span>
      <span className="detail-page__muted">
        {formatDay(refund.createdAt, locale)}
        {/* SPEC §4 "refunded ... within 14 days to the paying card": the date it arrives by. */}
        {` · ${t('processing.refunds.arrivesBy', { date: formatDay(refund.arrivesBy, locale) })}`}
      </span>
      <ReceiptLink orderId={orderId} entryId={refund.id} what={`${reason}, ${amount}`} />
    </li>
  );
}

/**
 * How the buying goes (issue 6): "N of M" bought and tracked, a yes / no question for each line whose
 * price rose beyond what the customer allowed or whose quantity is lower, and the refunds made to the
 * card. An answer updates the card at once and asks the page to read the order again.
 */
export function ProcessingCard({
  order,
  processing: initial,
  onAnswered,
}: {
  order: BuyoutOrder;
  processing: BuyoutProcessing;
  onAnswered?: () => void;
}) {
  const { t } = useTranslation('buyoutShow');
  const api = useApi();
  const toasts = useToasts();
  const [processing, setProcessing] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const locale = useLocale();
  // The payment provider sends the customer back here after a surcharge (?surcharge=paid|failed).
  const [params] = useSearchParams();
  const returned = params.get('surcharge');
  const names = new Map(order.products.map((product) => [product.id, product.name]));
  const prices = new Map(order.products.map((product) => [product.id, product.price]));
  const questions = processing.lines.filter(
    (line): line is Line & { question: NonNullable<Line['question']> } => line.question !== null,
  );
  const surcharges = processing.lines.filter(
    (line): line is SurchargeLine => line.surcharge !== null && line.state === 'awaiting_surcharge',
  );
  const paidSurcharges = processing.lines.filter(
    (line): line is SurchargeLine => line.surcharge !== null && line.surcharge.paidAt !== null,
  );

  const answer = async (productId: string, accept: boolean) => {
    setPending(productId);
    try {
      setProcessing(await showApi.priceDecision(api, order.id, productId, accept));
      toasts.show({
        kind: 'success',
        text: t(accept ? 'processing.question.accepted' : 'processing.question.refused'),
      });
      onAnswered?.();
    } catch {
      // The API client has shown the error toast; the buttons stay for another try.
    } finally {
      setPending(null);
    }
  };

  return (
    <section
      className="card bo-show__section"
      aria-labelledby="bo-show-processing-title"
      data-testid="buyout-processing"
    >
      <header className="bo-show__section-head">
        <h2 id="bo-show-processing-title" className="detail-page__section-title">
          {t('processing.title')}
        </h2>
        <span className="bo-show__received" data-testid="processing-purchased">
          {t('processing.purchased', { purchased: processing.purchased, total: processing.total })}
        </span>
      </header>
      {processing.tracked > 0 && (
        <p className="detail-page__muted">
          {t('processing.tracked', { tracked: processing.tracked, total: processing.total })}
        </p>
      )}
      {questions.map((line) => (
        <Question
          key={line.productId}
          line={line}
          name={names.get(line.productId) ?? ''}
          pending={pending === line.productId}
          onAnswer={(accept) => void answer(line.productId, accept)}
        />
      ))}
      {returned === 'paid' && paidSurcharges.length > 0 && (
        <p role="status" data-testid="surcharge-returned">
          {t('processing.surcharge.returnedPaid')}
        </p>
      )}
      {returned === 'failed' && surcharges.length > 0 && (
        <p role="alert" data-testid="surcharge-returned">
          {t('processing.surcharge.returnedFailed')}
        </p>
      )}
      {surcharges.map((line) => (
        <SurchargeBlock
          key={line.productId}
          orderId={order.id}
          line={line}
          name={names.get(line.productId) ?? ''}
          declaredPrice={prices.get(line.productId) ?? null}
          pending={pending === line.productId}
          onRefuse={() => void answer(line.productId, false)}
        />
      ))}
      {paidSurcharges.map((line) => (
        <p key={line.productId} className="detail-page__muted" data-testid="surcharge-paid">
          {t('processing.surcharge.paid', {
            name: names.get(line.productId) ?? '',
            amount: formatMoney(roundMoney(line.surcharge.amount), locale),
          })}
        </p>
      ))}
      <ChargedSummary money={processing.money} />
      {processing.payments.length > 0 && (
        <div>
          <h3 className="bo-show-refunds__title">{t('processing.payments.title')}</h3>
          <ul className="bo-show-refunds">
            {processing.payments.map((payment) => (
              <PaymentRow key={payment.id} orderId={order.id} payment={payment} names={names} />
            ))}
          </ul>
        </div>
      )}
      {processing.refunds.length > 0 && (
        <div>
          <h3 className="bo-show-refunds__title">{t('processing.refunds.title')}</h3>
          <ul className="bo-show-refunds">
            {processing.refunds.map((refund) => (
              <RefundRow key={refund.id} orderId={order.id} refund={refund} names={names} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
