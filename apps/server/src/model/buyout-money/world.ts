// The real system under the buy-out money model: one test app for the file, a new customer and order
// per sequence, the provider's side as the model sees it (attempts charged or declined by "the
// customer on the provider's page") and the refunds the sandbox provider was asked for (recorded by
// the test's wrapper of the provider). Every call is kept, and a 5xx fails the step.
import { eq } from 'drizzle-orm';
import type { BuyoutOrder } from '@posylka/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/harness.js';
import { payments, type PaymentRow } from '../../db/schema/index.js';
import { paymentProviders } from '../../features/payments/index.js';
import { readyDraft } from '../../../test/buyout-drafts.js';
import { caller, customer, staff, type Who } from '../../features/admin/test-helpers.js';

/** What the provider did with one attempt: still open, charged the card, or declined it. */
export type Attempt = { id: string; kind: 'order' | 'surcharge'; state: 'open' | 'paid' | 'declined' };

export type ProviderRefund = { ref: string; amount: string };

export class BuyoutWorld {
  readonly done: string[] = [];
  readonly attempts: Attempt[] = [];
  /** The last signed callback of each decided attempt (a replay sends it again). */
  readonly callbacks = new Map<string, { data: string; signature: string }>();
  order!: BuyoutOrder;
  private constructor(
    readonly t: TestApp,
    readonly customer: Who,
    readonly operator: Who,
    readonly refunds: ProviderRefund[],
  ) {}

  static async open(t: TestApp, operator: Who, refunds: ProviderRefund[], n: number): Promise<BuyoutWorld> {
    const who = await customer(t, `money-${n}`);
    const world = new BuyoutWorld(t, who, operator, refunds);
    world.order = await readyDraft(t, who);
    return world;
  }

  async call(who: 'customer' | 'operator', method: string, path: string, body?: unknown, headers = {}) {
    const w = who === 'customer' ? this.customer : this.operator;
    const res =
      Object.keys(headers).length === 0
        ? await caller(this.t)(w, method as 'GET', path, body as object)
        : await this.t.app.inject({
            method: method as 'POST',
            url: `/api${path}`,
            headers: { authorization: `Bearer ${w.token}`, 'x-locale': 'en', ...headers },
            ...(body === undefined ? {} : { payload: body as object }),
          });
    this.expectNo5xx(res, `${method} ${path}`);
    return res;
  }

  expectNo5xx(res: LightMyRequestResponse, what: string) {
    if (res.statusCode >= 500)
      throw new Error(`${what} answered ${res.statusCode}: ${res.body}\n${this.story()}`);
  }

  async refresh(): Promise<BuyoutOrder> {
    const res = await this.call('customer', 'GET', `/buyout/${this.order.id}/view`);
    this.order = res.json() as BuyoutOrder;
    return this.order;
  }

  /** Records the attempt a payment start answered (the sandbox page's URL names it). */
  noteAttempt(url: string, kind: Attempt['kind']): void {
    const id = /sandbox\/([0-9a-f-]{36})/.exec(url)?.[1];
    if (id && !this.attempts.some((a) => a.id === id)) this.attempts.push({ id, kind, state: 'open' });
  }

  async paymentRow(id: string): Promise<PaymentRow> {
    const [row] = await this.t.db.select().from(payments).where(eq(payments.id, id));
    return row!;
  }

  async orderPayments(): Promise<PaymentRow[]> {
    return this.t.db.select().from(payments).where(eq(payments.orderId, this.order.id));
  }

  sign(row: PaymentRow, decision: 'pay' | 'decline', amount = row.amount) {
    return paymentProviders(this.t.config).sandbox.signedCallback(
      { id: row.id, amount, currency: row.currency },
      decision,
    );
  }

  async postCallback(payload: object) {
    const res = await this.t.app.inject({ method: 'POST', url: '/api/payments/sandbox/callback', payload });
    this.expectNo5xx(res, 'POST /payments/sandbox/callback');
    return res;
  }

  story(): string {
    return this.done.map((step, i) => `  ${i + 1}. ${step}`).join('\n');
  }
}

export async function openOperator(t: TestApp): Promise<Who> {
  return staff(t, 'operator');
}
