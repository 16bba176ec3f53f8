// A receipt of one movement of a customer's buy-out money (issue 14 item 8): the checkout payment, a
// surcharge, or a refund (not one the provider refused: no money moved). Read from the ledger row, so
// the receipt says exactly what the ledger says: the amount, its hryvnias at the rate used that day,
// the provider and its reference, Kyiv time, and for a refund the date it reaches the card at the latest.
import {
  formatBuyoutNumber,
  formatMoney,
  isCurrencyCode,
  KYIV_TIME_ZONE,
  LOCALE_TAGS,
  refundArrivesBy,
  REFUND_REASONS,
  type Locale,
  type RefundReason,
} from '@posylka/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { buyoutOrders, buyoutProducts, users, type LedgerEntryRow } from '../../db/schema/index.js';
import { entriesOfOrder, refundsOf } from '../ledger/index.js';
import type { ReceiptView } from './receipt-pdf.js';
import type { TextKey } from '@posylka/texts';
import { serverText, type SERVER_TEXTS, type TextParams } from '../../http/server-texts.js';
import { isUuid } from '../../db/uuid.js';

/** Entries a customer gets a receipt for: money taken, money given back. */
export const RECEIPT_KINDS = ['payment', 'surcharge', 'refund'] as const;
type ReceiptKind = (typeof RECEIPT_KINDS)[number];
const isReceiptKind = (kind: string): kind is ReceiptKind =>
  (RECEIPT_KINDS as readonly string[]).includes(kind);

export type ReceiptSource = {
  entry: LedgerEntryRow & { kind: ReceiptKind };
  orderNumber: string;
  /** The line a surcharge or a line's refund is for. */
  productName: string | null;
  customer: {
    email: string;
    cyrillicName: string;
    latinName: string;
  };
};

/**
 * The receipt's facts when the order is this customer's and the entry one of its receipts; null
 * otherwise (another customer's order or entry, a removed order, a refused refund, not a card movement).
 */
export async function findReceipt(
  db: Database,
  userId: string,
  orderId: string,
  entryId: string,
): Promise<ReceiptSource | null> {
  if (!isUuid(orderId) || !isUuid(entryId)) return null;
  const [order] = await db
    .select({ id: buyoutOrders.id, number: buyoutOrders.number })
    .from(buyoutOrders)
    .where(and(eq(buyoutOrders.id, orderId), eq(buyoutOrders.userId, userId), isNull(buyoutOrders.deletedAt)))
    .limit(1);
  if (!order) return null;
  const entries = await entriesOfOrder(db, order.id);
  const entry = entries.find((e) => e.id === entryId);
  if (!entry || entry.userId !== userId || entry.service !== 'buyout' || !isReceiptKind(entry.kind))
    return null;
  if (entry.kind === 'refund' && refundsOf(entries).some((r) => r.entry.id === entry.id && r.reversed))
    return null;
  const [product] = entry.productId
    ? await db
        .select({ name: buyoutProducts.name })
        .from(buyoutProducts)
        .where(eq(buyoutProducts.id, entry.productId))
        .limit(1)
    : [];
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  const join = (...parts: (string | null)[]) =>
    parts
      .map((p) => p?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  return {
    entry: entry as ReceiptSource['entry'],
    orderNumber: formatBuyoutNumber(order.number),
    productName: product?.name ?? null,
    customer: {
      email: user?.email ?? '',
      cyrillicName: join(user?.lastNameCyr ?? null, user?.firstNameCyr ?? null, user?.middleNameCyr ?? null),
      latinName: join(user?.firstNameLat ?? null, user?.lastNameLat ?? null),
    },
  };
}

const money = (amount: string, currency: string, locale: Locale) =>
  isCurrencyCode(currency) ? formatMoney({ amount, currency }, locale) : `${amount} ${currency}`;

/** A receipt key of the text tree's `server` namespace (locales/<lng>/server/receipts.ts). */
type ReceiptTextKey = TextKey<(typeof SERVER_TEXTS)['uk']['receipts']>;

/** What the receipt says, in `locale`. */
export function receiptView(source: ReceiptSource, locale: Locale): ReceiptView {
  const text = (key: ReceiptTextKey, params?: TextParams) => serverText(locale, `receipts.${key}`, params);
  const { entry } = source;
  const tag = LOCALE_TAGS[locale];
  const when = (at: Date, time: boolean) =>
    new Intl.DateTimeFormat(tag, {
      dateStyle: 'long',
      ...(time ? { timeStyle: 'short' } : {}),
      timeZone: KYIV_TIME_ZONE,
    }).format(at);
  const name = source.productName ?? '';
  const reason = (entry.reason ?? 'operator') as RefundReason;
  const reasonWords =
    reason === 'operator' || !(REFUND_REASONS as readonly string[]).includes(reason)
      ? entry.note.trim() || text('reason.operator')
      : text(`reason.${reason}`, { name });
  const operation =
    entry.kind === 'payment'
      ? text('kind.payment')
      : entry.kind === 'surcharge'
        ? text('kind.surcharge', { name })
        : `${text('kind.refund')}: ${reasonWords}`;
  const rate = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
    entry.rate as `${number}`,
  );
  // The Cyrillic name on Ukrainian and Russian receipts, the Latin one on the others (either if alone).
  const cyrillicFirst = locale === 'uk' || locale === 'ru';
  const customerName = cyrillicFirst
    ? source.customer.cyrillicName || source.customer.latinName
    : source.customer.latinName || source.customer.cyrillicName;
  const rows: { label: string; value: string }[] = [
    { label: text('service'), value: text('serviceName') },
    { label: text('order'), value: source.orderNumber },
    { label: text('operation'), value: operation },
    { label: text('amount'), value: money(entry.amount, entry.currency, locale) },
  ];
  if (entry.currency !== 'UAH') {
    rows.push(
      { label: text('amountUah'), value: money(entry.amountUah, 'UAH', locale) },
      { label: text('rate'), value: text('rateValue', { currency: entry.currency, rate }) },
    );
  }
  rows.push({ label: text('dateTime'), value: when(entry.createdAt, true) });
  if (entry.kind === 'refund')
    rows.push({ label: text('arrivesBy'), value: when(refundArrivesBy(entry.createdAt), false) });
  if (entry.provider) {
    const provider = entry.provider === 'liqpay' || entry.provider === 'sandbox' ? entry.provider : null;
    rows.push({ label: text('provider'), value: provider ? text(`providers.${provider}`) : entry.provider });
  }
  if (entry.providerRef) rows.push({ label: text('providerRef'), value: entry.providerRef });
  if (customerName) rows.push({ label: text('customer'), value: customerName });
  if (source.customer.email) rows.push({ label: text('email'), value: source.customer.email });
  const title = text(`title.${entry.kind}`);
  return {
    lang: tag,
    title,
    subtitle: `${text('number')} ${receiptNumber(entry)} · ${when(entry.createdAt, true)}`,
    rows,
    footer: text('footer'),
    documentTitle: `${title} ${source.orderNumber}`,
    documentSubject: `${source.orderNumber} ${entry.kind} ${receiptNumber(entry)}`,
    createdAt: entry.createdAt,
  };
}

/** The receipt's own number: the ledger's order of appending, never reused. */
export function receiptNumber(entry: Pick<LedgerEntryRow, 'seq'>): string {
  return String(entry.seq).padStart(8, '0');
}
