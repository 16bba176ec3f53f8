// A buy-out order as a compact card of the orders list (orderListItemSchema). The contract's card
// status is the list's two-step one (draft / declared): an unpaid buy-out (draft, awaiting payment)
// is a draft the customer continues at checkout; once paid (and after) the order is placed.
import type { OrderListItem } from '@posylka/contract';
import { canDeleteBuyout, type BuyoutOrderStatus, type CurrencyCode, type Locale } from '@posylka/domain';
import { buyoutNumber } from '../../payments/index.js';
import type { BuyoutCardRow } from './buyout-repository.js';
import { BUYOUT_COUNTRY } from './list-shape.js';

const UNPAID: readonly string[] = ['draft', 'awaiting_payment'] satisfies BuyoutOrderStatus[];

export function presentBuyoutCard(row: BuyoutCardRow, locale: Locale): OrderListItem {
  const unpaid = UNPAID.includes(row.status);
  const names = row.countryNames;
  return {
    id: row.id,
    number: buyoutNumber(row.number),
    type: 'buyout',
    country: {
      id: BUYOUT_COUNTRY,
      text: names ? (names[locale] ?? names.uk) : BUYOUT_COUNTRY,
      icon: row.countryIcon ?? '',
    },
    company: null,
    name: row.name === '' ? null : row.name,
    trackNo: null,
    itemsTotal: { amount: row.totalAmount, currency: (row.totalCurrency ?? 'USD') as CurrencyCode },
    itemsCount: row.itemsCount,
    checkoutState: unpaid ? 'new' : 'completed',
    isCheckoutCompleted: !unpaid,
    status: unpaid ? 'draft' : 'declared',
    buyoutStatus: row.status as BuyoutOrderStatus,
    isArchived: row.archivedAt !== null,
    // Domain canDeleteBuyout: only while nothing was paid; a paid order is canceled on its page.
    canDelete: canDeleteBuyout(row.status as BuyoutOrderStatus),
    consigneeAddress: null,
    createdAt: row.createdAt.toISOString(),
  };
}
