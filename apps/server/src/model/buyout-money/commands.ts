// The steps of the buy-out money model: the customer (checkout, pay, decline, edit, cancel, answer a
// change, pay a surcharge), the provider (a replayed or tampered callback), the operator (purchase:
// same, cheaper, dearer within and over +20 % / 20 USD, unavailable, fewer; partial refunds, with a
// double click) and the clock (past 72 hours and 14 days). Each step acts on the real app through
// HTTP, then the invariants of checks.ts run.
import fc from 'fast-check';
import type { AdminBuyoutDetail, BuyoutPayment } from '@posylka/contract';
import { eq } from 'drizzle-orm';
import { buyoutOrders } from '../../db/schema/index.js';
import { checkMoney } from './checks.js';
import type { BuyoutWorld } from './world.js';

type Model = Record<string, never>;

export abstract class MoneyStep implements fc.AsyncCommand<Model, BuyoutWorld> {
  check(): boolean {
    return true;
  }
  abstract act(w: BuyoutWorld): Promise<string | void>;
  abstract toString(): string;
  async run(_m: Model, w: BuyoutWorld): Promise<void> {
    const at = w.done.push(this.toString()) - 1;
    const made = await this.act(w);
    if (made) w.done[at] = `${this.toString()} [${made}]`;
    await checkMoney(w);
  }
}

export class Checkout extends MoneyStep {
  async act(w: BuyoutWorld) {
    const res = await w.call('customer', 'POST', `/buyout/${w.order.id}/checkout`);
    await w.refresh();
    return String(res.statusCode);
  }
  toString() {
    return 'customer checks out';
  }
}

export class StartPayment extends MoneyStep {
  async act(w: BuyoutWorld) {
    const res = await w.call('customer', 'GET', `/buyout/${w.order.id}/payment`);
    if (res.statusCode === 200) w.noteAttempt((res.json() as BuyoutPayment).url, 'order');
    return String(res.statusCode);
  }
  toString() {
    return 'customer opens the payment page';
  }
}

/** The customer pays or declines on the provider's page: the provider charges (or not) and calls back. */
export class ProviderDecides extends MoneyStep {
  constructor(
    readonly pay: boolean,
    readonly newest: boolean,
  ) {
    super();
  }
  async act(w: BuyoutWorld) {
    const open = w.attempts.filter((a) => a.state === 'open');
    const attempt = this.newest ? open.at(-1) : open[0];
    if (!attempt) return 'no open attempt';
    const row = await w.paymentRow(attempt.id);
    const callback = w.sign(row, this.pay ? 'pay' : 'decline');
    attempt.state = this.pay ? 'paid' : 'declined';
    w.callbacks.set(attempt.id, callback);
    const res = await w.postCallback(callback);
    await w.refresh();
    return `${attempt.kind} ${res.statusCode} ${res.body}`;
  }
  toString() {
    return `provider ${this.pay ? 'charges' : 'declines'} the ${this.newest ? 'newest' : 'oldest'} open attempt`;
  }
}

export class ReplayCallback extends MoneyStep {
  async act(w: BuyoutWorld) {
    const [id, callback] = [...w.callbacks].at(-1) ?? [];
    if (!callback) return 'nothing to replay';
    const res = await w.postCallback(callback);
    return `${id!.slice(0, 8)} ${res.statusCode}`;
  }
  toString() {
    return 'the provider replays its last callback';
  }
}

export class TamperedCallback extends MoneyStep {
  constructor(readonly how: 'amount' | 'signature') {
    super();
  }
  async act(w: BuyoutWorld) {
    const attempt = w.attempts.at(-1);
    if (!attempt) return 'no attempt';
    const row = await w.paymentRow(attempt.id);
    const forged =
      this.how === 'amount'
        ? w.sign(row, 'pay', (Number(row.amount) + 1).toFixed(2))
        : { ...w.sign(row, 'pay'), signature: 'AAAA' };
    const res = await w.postCallback(forged);
    if (res.statusCode !== (this.how === 'amount' ? 409 : 400))
      throw new Error(`a forged callback (${this.how}) answered ${res.statusCode}\n${w.story()}`);
    return String(res.statusCode);
  }
  toString() {
    return `a callback with a forged ${this.how}`;
  }
}

/** A paid order edited to a lower price of its first line (the difference goes back). */
export class EditLower extends MoneyStep {
  constructor(readonly by: number) {
    super();
  }
  async act(w: BuyoutWorld) {
    const products = w.order.products.map((p, i) => ({
      id: p.id,
      quantity: p.quantity,
      price: i === 0 ? Math.max(1, Number(p.price.amount) - this.by).toFixed(2) : p.price.amount,
    }));
    const res = await w.call('customer', 'PUT', `/buyout/${w.order.id}/edit`, { products });
    await w.refresh();
    return String(res.statusCode);
  }
  toString() {
    return `customer lowers the first price by ${this.by}`;
  }
}

export class Cancel extends MoneyStep {
  async act(w: BuyoutWorld) {
    const res = await w.call('customer', 'POST', `/buyout/${w.order.id}/refund`);
    await w.refresh();
    return String(res.statusCode);
  }
  toString() {
    return 'customer cancels';
  }
}

export type PurchaseVariant = 'same' | 'cheaper' | 'dearer-within' | 'dearer-over' | 'unavailable' | 'fewer';

export class Purchase extends MoneyStep {
  constructor(
    readonly line: number,
    readonly variant: PurchaseVariant,
  ) {
    super();
  }
  async act(w: BuyoutWorld) {
    const product = w.order.products[this.line % w.order.products.length]!;
    const price = Number(product.price.amount);
    const actualPrice = {
      same: price,
      cheaper: price - 5,
      'dearer-within': price * 1.05,
      'dearer-over': price * 1.3 + 21,
      unavailable: price,
      fewer: price,
    }[this.variant];
    const actualQuantity =
      this.variant === 'unavailable'
        ? 0
        : this.variant === 'fewer'
          ? Math.max(0, product.quantity - 1)
          : product.quantity;
    const res = await w.call(
      'operator',
      'POST',
      `/admin/buyouts/${w.order.id}/items/${product.id}/purchase`,
      {
        shopOrderNumber: '112-4455667-1',
        actualPrice: Math.max(0.01, actualPrice).toFixed(2),
        actualQuantity,
      },
    );
    return String(res.statusCode);
  }
  toString() {
    return `operator buys line ${this.line}: ${this.variant}`;
  }
}

export class Decide extends MoneyStep {
  constructor(
    readonly line: number,
    readonly accept: boolean,
  ) {
    super();
  }
  async act(w: BuyoutWorld) {
    const product = w.order.products[this.line % w.order.products.length]!;
    const res = await w.call('customer', 'POST', `/buyout/${w.order.id}/items/${product.id}/price-decision`, {
      accept: this.accept,
    });
    return String(res.statusCode);
  }
  toString() {
    return `customer ${this.accept ? 'accepts' : 'refuses'} the change of line ${this.line}`;
  }
}

export class StartSurcharge extends MoneyStep {
  constructor(readonly line: number) {
    super();
  }
  async act(w: BuyoutWorld) {
    const product = w.order.products[this.line % w.order.products.length]!;
    const res = await w.call('customer', 'POST', `/buyout/${w.order.id}/items/${product.id}/surcharge`);
    if (res.statusCode === 200) w.noteAttempt((res.json() as BuyoutPayment).url, 'surcharge');
    return String(res.statusCode);
  }
  toString() {
    return `customer opens the surcharge payment of line ${this.line}`;
  }
}

export class OperatorRefund extends MoneyStep {
  constructor(
    readonly share: number,
    readonly doubleClick: boolean,
  ) {
    super();
  }
  async act(w: BuyoutWorld) {
    const seen = await w.call('operator', 'GET', `/admin/buyouts/${w.order.id}`);
    if (seen.statusCode !== 200) return `detail ${seen.statusCode}`;
    const left = Number((seen.json() as AdminBuyoutDetail).refundable.amount);
    const amount = Math.max(0.01, Math.floor(left * this.share * 100) / 100).toFixed(2);
    const key = `model-${w.done.length}-${w.order.id.slice(0, 8)}`;
    const send = () =>
      w.call(
        'operator',
        'POST',
        `/admin/buyouts/${w.order.id}/refund`,
        { amount, reason: 'Model' },
        {
          'idempotency-key': key,
        },
      );
    const first = await send();
    const second = this.doubleClick ? await send() : null;
    return `${amount} of ${left.toFixed(2)}: ${first.statusCode}${second ? `, again ${second.statusCode}` : ''}`;
  }
  toString() {
    return `operator refunds ${Math.round(this.share * 100)} % of what is left${this.doubleClick ? ' (double click)' : ''}`;
  }
}

/** Time passes: the payment moves into the past (the 72 hours and 14 days count from it). */
export class ClockMoves extends MoneyStep {
  constructor(readonly hours: number) {
    super();
  }
  async act(w: BuyoutWorld) {
    const [row] = await w.t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, w.order.id));
    if (!row?.paidAt) return 'not paid';
    const at = new Date(row.paidAt.getTime() - this.hours * 3600_000);
    await w.t.db.update(buyoutOrders).set({ paidAt: at }).where(eq(buyoutOrders.id, w.order.id));
  }
  toString() {
    return `${this.hours} hours pass`;
  }
}

const line = fc.integer({ min: 0, max: 1 });
const variant = fc.constantFrom<PurchaseVariant>(
  'same',
  'cheaper',
  'dearer-within',
  'dearer-over',
  'unavailable',
  'fewer',
);

/** Every step, weighted toward what moves money. */
export const anyStep: fc.Arbitrary<MoneyStep> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(new Checkout()) },
  { weight: 2, arbitrary: fc.constant(new StartPayment()) },
  {
    weight: 4,
    arbitrary: fc.tuple(fc.boolean(), fc.boolean()).map(([p, n]) => new ProviderDecides(p || n, n)),
  },
  { weight: 1, arbitrary: fc.constant(new ReplayCallback()) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('amount', 'signature').map((h) => new TamperedCallback(h as 'amount')),
  },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 30 }).map((by) => new EditLower(by)) },
  { weight: 1, arbitrary: fc.constant(new Cancel()) },
  { weight: 4, arbitrary: fc.tuple(line, variant).map(([l, v]) => new Purchase(l, v)) },
  { weight: 2, arbitrary: fc.tuple(line, fc.boolean()).map(([l, a]) => new Decide(l, a)) },
  { weight: 2, arbitrary: line.map((l) => new StartSurcharge(l)) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(0.1, 0.5, 1), fc.boolean())
      .map(([share, twice]) => new OperatorRefund(share, twice)),
  },
  { weight: 1, arbitrary: fc.constantFrom(73, 24 * 15).map((h) => new ClockMoves(h)) },
);
