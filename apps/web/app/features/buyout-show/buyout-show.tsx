import {
  buyoutOrderNameIn,
  buyoutEditMode,
  buyoutNeedsDocuments,
  canCancelBuyout,
  formatMoney,
  LOCALE_TAGS,
  roundMoney,
  type Locale,
} from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link, useRevalidator } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { Button, buttonClass } from '../../components/ui/button.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { OrderPageHead } from '../order-core/index.js';
import { CancelModal } from './cancel-modal.js';
import { DeliveryCard } from './delivery-card.js';
import { DocumentsPrompt } from './documents-prompt.js';
import { DraftModal } from './draft-modal.js';
import type { BuyoutShowData } from './load-show-page.js';
import { OrderFees } from './order-fees.js';
import { OverdueNote } from './overdue-note.js';
import { PayWarning } from './pay-warning.js';
import { ProcessingCard } from './processing-card.js';
import { ProductList } from './product-list.js';
import { showApi } from './show-api.js';
import { StatusBadge } from './status-badge.js';

// Dates in Kyiv time, so the server-rendered page and the browser's agree wherever the browser is.
function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(iso));
}

/** Statuses of a live order whose parcel still needs customs documents. */
const NEEDS_DOCUMENTS = new Set(['awaiting_payment', 'paid', 'processing', 'edited']);

/**
 * The buy-out order page /buyout/show/{id} (issue 6): breadcrumbs, back, status, the pay warning,
 * edit and cancel, the documents prompt, how the buying goes (questions to answer, refunds), prices,
 * products with "N of M received", the address and the recipient. A draft opens the "continue the order" modal over it.
 */
export function BuyoutShowPage({ data, doc }: { data: BuyoutShowData; doc?: Document }) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  const to = useLocalizedPath();
  const api = useApi();
  const toasts = useToasts();
  const revalidator = useRevalidator();
  // The refund answers the updated order: shown at once, then the loader reads it all again.
  const [order, setOrder] = useState(data.order);
  const [draftOpen, setDraftOpen] = useState(data.order.isDraft);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [canceling, setCanceling] = useState(false);

  const id = encodeURIComponent(order.id);
  const checkoutPath = `${to('/buyout/checkout')}?orderId=${id}`;
  const limit = data.customsLimit;
  // The limit is in the settings currency, which is the order total's (USD).
  const needsDocuments =
    limit !== null &&
    limit.currency === order.total.currency &&
    NEEDS_DOCUMENTS.has(order.status) &&
    buyoutNeedsDocuments(order.total, {
      amountCustomsLimit: limit.amountCustomsLimit,
      currency: order.total.currency,
    });
  const paid = order.status === 'paid' || order.status === 'edited';
  const processing = data.processing;
  // SPEC §9 "buy within 72 hours" missed with nothing bought: the customer may cancel with a full
  // refund (the server's verdict; gone once the order is refunded).
  const overdue = processing?.overdue === true && canCancelBuyout(order.status, true);
  const overdueRefund =
    overdue && processing ? formatMoney(roundMoney(processing.money.charged), locale) : null;
  const lines = processing?.lines ?? [];
  // Some of the order ended (refused, unavailable, fewer in the shop): its cost is of what is bought.
  const quantities = new Map(order.products.map((product) => [product.id, product.quantity]));
  const ended = lines.some(
    (line) =>
      line.state === 'refused' ||
      line.state === 'unavailable' ||
      (line.state !== 'asking' &&
        line.actualQuantity !== null &&
        line.actualQuantity < (quantities.get(line.productId) ?? 0)),
  );

  const cancel = async () => {
    setCanceling(true);
    try {
      setOrder(await showApi.refund(api, order.id));
      setCancelOpen(false);
      toasts.show({ kind: 'success', text: t('cancel.done') });
      void revalidator.revalidate();
    } catch {
      // The API client has shown the error toast; the modal stays for another try.
    } finally {
      setCanceling(false);
    }
  };

  return (
    <section className="container page detail-page bo-show">
      <OrderPageHead
        ns="buyoutShow"
        number={order.number}
        className="bo-show__head"
        status={<StatusBadge status={order.status} />}
      >
        <p className="page__sub">
          {order.name && <span>{buyoutOrderNameIn(order.name, locale)} · </span>}
          {t('created', { date: formatDate(order.createdAt, locale) })}
          {order.paidAt && <span> · {t('paidAt', { date: formatDate(order.paidAt, locale) })}</span>}
        </p>
        <div className="detail-page__actions">
          {/* Issue 14: an unpaid order is changed in the checkout as a draft, a paid one in the paid
              edit (domain buyoutEditMode); a draft has its "continue" modal instead. */}
          {!order.isDraft && buyoutEditMode(order.status) !== null && (
            <Link to={checkoutPath} className={buttonClass('secondary', 'md')}>
              {t('actions.edit')}
            </Link>
          )}
          {canCancelBuyout(order.status, overdue) && (
            <Button variant="ghost" onClick={() => setCancelOpen(true)}>
              {t('actions.cancel')}
            </Button>
          )}
        </div>
      </OrderPageHead>

      {order.status === 'awaiting_payment' && <PayWarning orderId={order.id} {...(doc ? { doc } : {})} />}
      {overdue && processing && (
        <OverdueNote
          buyBefore={processing.buyBefore}
          refund={processing.money.charged}
          onCancel={() => setCancelOpen(true)}
        />
      )}
      {needsDocuments && <DocumentsPrompt passportPath={`${to('/buyout/passport')}?orderId=${id}`} />}

      <div className="detail-page__grid bo-show__grid">
        <div className="detail-page__main">
          {processing && order.paidAt && (
            <ProcessingCard
              order={order}
              processing={processing}
              onAnswered={() => void revalidator.revalidate()}
            />
          )}
          <ProductList order={order} received={data.received} items={data.items} lines={lines} />
        </div>
        <div className="detail-page__side">
          <OrderFees order={order} ended={ended} surcharges={processing?.money.surcharges ?? null} />
          <DeliveryCard order={order} />
        </div>
      </div>

      <CancelModal
        open={cancelOpen}
        paid={paid || overdue}
        overdueRefund={overdueRefund}
        pending={canceling}
        onConfirm={() => void cancel()}
        onClose={() => setCancelOpen(false)}
      />
      <DraftModal open={draftOpen} checkoutPath={checkoutPath} onClose={() => setDraftOpen(false)} />
    </section>
  );
}
