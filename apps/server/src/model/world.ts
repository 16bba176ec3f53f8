// The real system of the parcel-rules model test (issue 13): ONE app for the whole test file, a fresh
// customer per generated sequence, every request recorded (invariant 3: no answer is a 5xx), and the
// few things a test may do straight to the database: verify a phone, add an address, move time.
import { randomBytes } from 'node:crypto';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/harness.js';
import { registerUser } from '../../test/http.js';
import { orders, userAddresses, users, type OrderRow } from '../db/schema/index.js';
import { staff } from '../features/admin/test-helpers.js';
import { lifecycleDeps, runShipmentTimers } from '../features/lifecycle/index.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
export type Who = { token: string; id: string; email: string };
export type Customer = Who & { customerCode: string };

/** One request of the sequence, kept for the failure report. */
export type Exchange = { who: string; method: Method; url: string; status: number; body: string };

/** Numbers the customer types: P1 and P2 (the account verifies at most one at a time). */
export const PHONES = { P1: '380671110001', P2: '380671110002' } as const;
export type PhoneName = keyof typeof PHONES;

export type AddressKind = 'department' | 'box';

/** What the whole file shares: the app on its database, the operator, the running totals. */
export type Shared = {
  t: TestApp;
  operator: Who;
  /** Responses by `METHOD path-pattern status`, printed at the end (what the sequences exercised). */
  outcomes: Map<string, number>;
  /** Time spent per kind of request, for MODEL_OUTCOMES. */
  millis: Map<string, number>;
  /** Up to a few answers of each refused kind, for MODEL_OUTCOMES. */
  refusals: Map<string, string[]>;
  /** Observations that break no invariant but are worth a look (e.g. at_warehouse with a rule broken). */
  notes: Map<string, number>;
  /** The sequence that first made a note worth a look (printed with MODEL_OUTCOMES). */
  examples: Map<string, string>;
};

export async function createShared(t: TestApp): Promise<Shared> {
  return {
    t,
    operator: await staff(t, 'operator'),
    outcomes: new Map(),
    millis: new Map(),
    refusals: new Map(),
    notes: new Map(),
    examples: new Map(),
  };
}

const LVIV = {
  cityRef: 'db5c88f5-391c-11dd-90d9-001a92567626',
  cityName: 'Львів, Львівська обл.',
  zip: '00001',
};

/** An address of the customer's book, straight to the database (the address feature is tested apart). */
async function insertAddress(t: TestApp, userId: string, kind: AddressKind): Promise<string> {
  const box = kind === 'box';
  const [row] = await t.db
    .insert(userAddresses)
    .values({
      userId,
      type: kind,
      ...LVIV,
      warehouseRef: box ? '32dc8bc7-cd8c-11ea-b39d-b8830365bd14' : '1ec09d2e-e1c2-11e3-8c4a-0050568002cf',
      warehouseNumber: box ? '5089' : '1',
      warehouseDescription: box ? 'Поштомат №5089' : 'Відділення №1: вул. Городоцька, 359',
      fullAddress: box ? 'Львів, Поштомат №5089' : 'Львів, Відділення №1',
    })
    .returning({ id: userAddresses.id });
  return row!.id;
}

/** The system under test for one sequence: the shared app seen by one new customer. */
export class World {
  readonly log: Exchange[] = [];
  /** The steps run so far in this sequence, as they were done. */
  readonly done: string[] = [];
  get steps(): number {
    return this.done.length;
  }

  private constructor(
    readonly shared: Shared,
    readonly customer: Customer,
  ) {}

  static async open(shared: Shared): Promise<World> {
    const { t } = shared;
    const email = `model-${randomBytes(6).toString('hex')}@example.com`;
    const { token } = await registerUser(t.app, email, 'parcel-2026-ok', 'en');
    const [row] = await t.db
      .select({ id: users.id, code: users.customerCode })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    return new World(shared, { token, id: row!.id, email, customerCode: row!.code });
  }

  get db() {
    return this.shared.t.db;
  }

  /** A request as the customer or the operator; a 5xx fails the sequence at once (invariant 3). */
  async call(
    who: 'customer' | 'operator',
    method: Method,
    url: string,
    payload?: object | Buffer,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const token = who === 'customer' ? this.customer.token : this.shared.operator.token;
    const started = performance.now();
    const res = await this.shared.t.app.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-locale': 'en', authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    });
    const body = res.body.length > 600 ? `${res.body.slice(0, 600)}…` : res.body;
    this.log.push({ who, method, url, status: res.statusCode, body });
    const pattern = url
      .replace(/\?.*$/, '')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id');
    const key = `${method} ${pattern} ${res.statusCode}`;
    this.shared.outcomes.set(key, (this.shared.outcomes.get(key) ?? 0) + 1);
    this.shared.millis.set(key, (this.shared.millis.get(key) ?? 0) + performance.now() - started);
    if (res.statusCode >= 400) {
      const seen = this.shared.refusals.get(key) ?? [];
      if (seen.length < 6 && !seen.includes(body)) this.shared.refusals.set(key, [...seen, body]);
    }
    if (res.statusCode >= 500)
      throw new Error(
        `invariant 3 (no 5xx): ${who} ${method} ${url} answered ${res.statusCode}: ${body}\n${this.story()}`,
      );
    return res;
  }

  note(what: string, example = false): void {
    this.shared.notes.set(what, (this.shared.notes.get(what) ?? 0) + 1);
    if (example && !this.shared.examples.has(what)) this.shared.examples.set(what, this.story());
  }

  async addAddress(kind: AddressKind): Promise<string> {
    return insertAddress(this.shared.t, this.customer.id, kind);
  }

  /** The account's verified number becomes `phone` (as a finished verification leaves it). */
  async verifyPhone(phone: string): Promise<void> {
    await this.db
      .update(users)
      .set({ phoneNumber: phone, phoneVerifiedAt: new Date() })
      .where(eq(users.id, this.customer.id));
  }

  async row(orderId: string): Promise<OrderRow> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error(`order ${orderId} vanished`);
    return row;
  }

  async rowsOfCustomer(): Promise<OrderRow[]> {
    return this.db.select().from(orders).where(eq(orders.userId, this.customer.id));
  }

  /**
   * `hours` pass for this customer's parcels: their dates move that far into the past (so the
   * parcels of other sequences keep theirs), then the storage-timer job runs with the injected clock
   * at the present, as the job runner would call it. The job makes one timer move per parcel and
   * run (and runs every 5 minutes): it runs again while it moves something, so a parcel released
   * on day 15 of a 40-day wait is also auto-dispatched, as it would have been by then.
   */
  async passTime(hours: number): Promise<void> {
    if (hours > 0) {
      const back = (column: AnyColumn) => sql`${column} - (${hours}::int * interval '1 hour')`;
      await this.db
        .update(orders)
        .set({
          receivedAt: back(orders.receivedAt),
          stateChangedAt: back(orders.stateChangedAt),
          dispatchRequestedAt: back(orders.dispatchRequestedAt),
        })
        .where(eq(orders.userId, this.customer.id));
    }
    const clock = () => new Date();
    for (let run = 0; run < 4; run += 1) {
      const { applied } = await runShipmentTimers(lifecycleDeps(this.shared.t.app, clock));
      if (applied === 0 || hours === 0) break;
    }
  }

  /** The sequence is over: its parcels leave the timers' and the other sequences' way. */
  async close(): Promise<void> {
    await this.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.userId, this.customer.id));
  }

  /** The steps of the sequence and its last requests, for a failure message. */
  story(): string {
    const steps = this.done.map((step, i) => `    ${i + 1}. ${step}`).join('\n');
    return `  steps:\n${steps}\n  last requests:\n${this.trail()}`;
  }

  /** The last requests that changed something or were refused (the invariants' reads left out). */
  trail(last = 12): string {
    return this.log
      .filter((e) => e.method !== 'GET' || e.status >= 400)
      .slice(-last)
      .map((e) => `    ${e.who} ${e.method} ${e.url} -> ${e.status} ${e.body.slice(0, 300)}`)
      .join('\n');
  }
}
