// Recording the purchase of one buy-out line and the customer's answer (issue 6 "record the shop order
// and tracking per item, price rises up to +20% and at most 20 USD accepted automatically (otherwise
// the customer is asked), lower quantity when allowed"). The price and quantity verdicts are
// processing.ts's; this file combines them into what happens to the line and how many units go back.
import { z } from 'zod';
import { Dec, roundAmount, toDec } from '../money/decimal.js';
import { integerField, priceField } from '../validation/fields.js';
import { issue, optionalText, requiredText } from '../validation/refine.js';
import {
  priceRiseDecision,
  quantityDecision,
  type PriceRiseDecision,
  type QuantityDecision,
} from './processing.js';

/** What the line's `decision` column holds: null when nothing changed (or nothing was available). */
export const BUYOUT_LINE_DECISIONS = ['auto_accept', 'ask_customer', 'accepted', 'refused'] as const;
export type BuyoutLineDecision = (typeof BUYOUT_LINE_DECISIONS)[number];

/** The line as stored: declared (paid) values and what the buyer recorded. */
export type BuyoutLineFacts = {
  quantity: number;
  price: string;
  allowOverpricing: boolean;
  allowLowerQuantity: boolean;
};

export type PurchaseOutcome = {
  priceDecision: PriceRiseDecision;
  quantityDecision: QuantityDecision;
  decision: BuyoutLineDecision | null;
  /** Bought now (true) or waiting for the customer / not available (false). */
  purchased: boolean;
  /** Units paid for but not bought: refunded at the paid price at once. */
  refundUnits: number;
  /**
   * An accepted rise the customer has not paid yet: the line is not bought until the surcharge
   * (differences.ts surchargeAmount) is paid, so every amount shown is one that is charged.
   */
  surchargeDue: boolean;
};

/**
 * The shop charged `actualPrice` per unit and had `actualQuantity`. Nothing available: the whole line
 * is refunded. A rise or a lower quantity the customer did not allow in advance (or a rise over the
 * limits): the customer is asked and nothing is bought or refunded yet. Otherwise the line is bought,
 * and units the shop did not have are refunded. The rise is measured on the units actually bought.
 */
export function purchaseOutcome(
  line: BuyoutLineFacts,
  actual: { actualPrice: string; actualQuantity: number },
): PurchaseOutcome {
  const quantity = quantityDecision({
    requested: line.quantity,
    available: actual.actualQuantity,
    allowLowerQuantity: line.allowLowerQuantity,
  });
  const bought = Math.min(actual.actualQuantity, line.quantity);
  const price =
    bought > 0
      ? priceRiseDecision({
          declared: line.price,
          actual: actual.actualPrice,
          quantity: bought,
          allowOverpricing: line.allowOverpricing,
        })
      : 'no_rise';
  if (quantity === 'none') {
    return {
      priceDecision: price,
      quantityDecision: quantity,
      decision: null,
      purchased: false,
      refundUnits: line.quantity,
      surchargeDue: false,
    };
  }
  if (price === 'ask_customer' || quantity === 'ask_customer') {
    return {
      priceDecision: price,
      quantityDecision: quantity,
      decision: 'ask_customer',
      purchased: false,
      refundUnits: 0,
      surchargeDue: false,
    };
  }
  const changed = price === 'auto_accept' || quantity === 'lower_accepted';
  // An automatically accepted rise is still money the customer has not paid: wait for it.
  const surchargeDue = price === 'auto_accept';
  return {
    priceDecision: price,
    quantityDecision: quantity,
    decision: changed ? 'auto_accept' : null,
    purchased: !surchargeDue,
    refundUnits: line.quantity - bought,
    surchargeDue,
  };
}

/**
 * The customer's answer to a question: accepted, missing units are refunded and the line is bought as
 * recorded, or, when its price rose (`actualPrice` above the line's price), it waits for the surcharge;
 * refused, nothing of the line is bought and all of it is refunded.
 */
export function answerOutcome(
  line: Pick<BuyoutLineFacts, 'quantity'> & { price?: string },
  actualQuantity: number,
  accept: boolean,
  actualPrice?: string,
): { decision: 'accepted' | 'refused'; purchased: boolean; refundUnits: number; surchargeDue: boolean } {
  if (!accept)
    return { decision: 'refused', purchased: false, refundUnits: line.quantity, surchargeDue: false };
  const surchargeDue =
    line.price !== undefined &&
    actualPrice !== undefined &&
    toDec(lineRise({ price: line.price, quantity: line.quantity }, actualPrice, actualQuantity)).greaterThan(
      0,
    );
  return {
    decision: 'accepted',
    purchased: !surchargeDue,
    refundUnits: line.quantity - Math.min(actualQuantity, line.quantity),
    surchargeDue,
  };
}

/**
 * Where a line is for people (console and the customer's page): awaiting (not recorded), asking (the
 * customer decides), awaiting_surcharge (a rise was accepted and waits for the customer's payment of
 * the difference: the buyer cannot buy it yet), purchased, shipped, received (tracking), refused (the customer refused the
 * change: refunded), unavailable (the shop had none: refunded).
 */
export const BUYOUT_LINE_STATES = [
  'awaiting',
  'asking',
  'awaiting_surcharge',
  'purchased',
  'shipped',
  'received',
  'refused',
  'unavailable',
] as const;
export type BuyoutLineState = (typeof BUYOUT_LINE_STATES)[number];

export type StoredLine = {
  itemStatus: string;
  decision: string | null;
  actualQuantity: number | null;
  /** The surcharge asked for an accepted rise (null: none) and when it was paid. */
  surchargeAmount?: string | null;
  surchargePaidAt?: Date | string | null;
};

export function buyoutLineState(line: StoredLine): BuyoutLineState {
  if (line.actualQuantity === 0) return 'unavailable';
  if (line.decision === 'refused') return 'refused';
  if (line.decision === 'ask_customer') return 'asking';
  if (line.surchargeAmount != null && line.surchargePaidAt == null && line.itemStatus === 'awaiting')
    return 'awaiting_surcharge';
  if (line.itemStatus === 'purchased' || line.itemStatus === 'shipped' || line.itemStatus === 'received')
    return line.itemStatus;
  return 'awaiting';
}

/** Nothing more to do at the shop: bought, refused or unavailable. */
export function isBuyoutLineSettled(line: StoredLine): boolean {
  const state = buyoutLineState(line);
  return state !== 'awaiting' && state !== 'asking' && state !== 'awaiting_surcharge';
}

/** The line waits for the customer (an answer or a surcharge payment), not for the buyer. */
export function isBuyoutLineWaitingForCustomer(line: StoredLine): boolean {
  const state = buyoutLineState(line);
  return state === 'asking' || state === 'awaiting_surcharge';
}

/**
 * The 72-hour buy deadline is not the buyer's to keep while every line not yet settled waits for the
 * customer (SPEC §9 "buy within 72 hours": the time the customer takes to answer or pay a surcharge
 * is theirs). False when some line is still the buyer's to buy or nothing is left open.
 */
export function buyoutWaitsForCustomer(lines: readonly StoredLine[]): boolean {
  const open = lines.filter((line) => !isBuyoutLineSettled(line));
  return open.length > 0 && open.every(isBuyoutLineWaitingForCustomer);
}

export function isBuyoutLineBought(line: StoredLine): boolean {
  const state = buyoutLineState(line);
  return state === 'purchased' || state === 'shipped' || state === 'received';
}

/**
 * A line that ended without goods (issue 14 "Buy-out lines that end"): the customer refused the change
 * or the shop had none. Nothing of it is bought or coming, and its money went back: it leaves the
 * tracking counts ("N of M"), the order's cost and the customs estimate.
 */
export function isBuyoutLineClosed(line: StoredLine): boolean {
  const state = buyoutLineState(line);
  return state === 'refused' || state === 'unavailable';
}

/** The line still comes to the customer (awaiting, asked, bought, on its way or received). */
export const isBuyoutLineComing = (line: StoredLine): boolean => !isBuyoutLineClosed(line);

/**
 * How many units of the line the customer pays for now: none of a closed line; the units the shop had
 * once the lower quantity is settled (bought, or accepted and waiting for a surcharge), the missing
 * ones having been refunded; the quantity paid while nothing is decided (not recorded, or a question
 * still open: its money is still held).
 */
export function keptQuantity(line: StoredLine & { quantity: number }): number {
  if (isBuyoutLineClosed(line)) return 0;
  if (line.actualQuantity === null || line.decision === 'ask_customer') return line.quantity;
  return Math.min(line.actualQuantity, line.quantity);
}

/** The line's price rise ((actual - declared) x units bought), never below zero, 2 decimals. */
export function lineRise(
  line: Pick<BuyoutLineFacts, 'price' | 'quantity'>,
  actualPrice: string,
  actualQuantity: number,
): string {
  const units = Math.min(actualQuantity, line.quantity);
  const rise = toDec(actualPrice).minus(line.price).times(units);
  return roundAmount(Dec.max(rise, 0));
}

/**
 * The buyer's record of one line (422 paths shopOrderNumber, actualPrice, actualQuantity, trackNo):
 * the shop's order number (1-64), the unit price charged (> 0, 2 decimals), how many the shop had (0
 * up to the quantity paid for: more are never bought), and the shop's track number when known.
 */
export function buyoutPurchaseInputSchema(line: Pick<BuyoutLineFacts, 'quantity'>) {
  return z.object({
    shopOrderNumber: requiredText({ max: 64 }),
    actualPrice: priceField({ min: 0.01 }),
    actualQuantity: integerField({ min: 0, max: line.quantity }),
    // A console form sends '' or null when the shop has not given a number yet.
    trackNo: z.preprocess((value) => value ?? '', optionalText({ max: 64 })),
  });
}
export type BuyoutPurchaseInput = z.output<ReturnType<typeof buyoutPurchaseInputSchema>>;

/**
 * An operator's refund (422 paths amount, reason): a price of at least 0.01 and never above what is
 * left of the payment (`refundable`, a decimal string), and a reason for the customer and the audit.
 */
export function buyoutRefundInputSchema(refundable: string) {
  return z.object({
    amount: priceField({ min: 0.01 }).superRefine((amount, ctx) => {
      if (toDec(amount).greaterThan(refundable)) issue(ctx, 'number.tooBig', [], { max: refundable });
    }),
    reason: requiredText({ max: 500 }),
  });
}
export type BuyoutRefundInput = z.output<ReturnType<typeof buyoutRefundInputSchema>>;
