import type { BuyoutOrder } from '@posylka/contract';
import { buyoutEditMode } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';

/**
 * What the wizard does with the order in the query. SPEC §2 "An orderId for a non-draft order means
 * edit mode": `isEdit` is the paid edit (quantity and price within the paid values, lines locked).
 * Issue 14 "Unpaid orders" (domain buyoutEditMode): an order awaiting payment is `reopened` as a
 * draft with every line editable; its first save makes it a draft again on the server (the old
 * payment link closed) and paying checks it out anew with a new link.
 */
export function checkoutMode(order: BuyoutOrder | null): { isEdit: boolean; reopened: boolean } {
  const isEdit = order != null && buyoutEditMode(order.status) !== 'draft';
  return { isEdit, reopened: order != null && !order.isDraft && !isEdit };
}

/** The wizard's title; a reopened order says it is paid again, through a new link. */
export function CheckoutHeading({
  order,
  isEdit,
  reopened,
}: {
  order: BuyoutOrder | null;
  isEdit: boolean;
  reopened: boolean;
}) {
  const { t } = useTranslation('buyoutCheckout');
  return (
    <>
      <h1 className="buyout-checkout__title">
        {(isEdit || reopened) && order ? t('title.edit', { number: order.number }) : t('title.create')}
      </h1>
      {reopened && order && (
        <p className="bo-reopened" role="note">
          {t('reopened', { number: order.number })}
        </p>
      )}
    </>
  );
}
