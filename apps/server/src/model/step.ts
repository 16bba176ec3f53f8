// The command base of the parcel-rules model test: a step acts on the real system (World), then the
// invariants of checks.ts run; a parcel step is about the slot-th parcel the sequence has (skipped by
// fast-check while there is no such parcel). Also the shared generators, biased toward declarations
// that can pass so that parcels get as far as the warehouse and beyond, and the helpers of several
// commands (the wizard's last steps, the rollback check of a refused change).
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { orderFiles, orderItems } from '../db/schema/index.js';
import {
  PASSPORT,
  PDF,
  PHONE_TYPED,
  multipart,
  type AddressChoice,
  type OrderPage,
  type PhoneChoice,
  type ValueClass,
} from './catalog.js';
import { InvariantError, checkInvariants, type Model, type ParcelModel } from './checks.js';
import type { World } from './world.js';

export abstract class Step implements fc.AsyncCommand<Model, World> {
  /**
   * What this run did where the model decided it (which parcel, which move); kept out of toString,
   * which fast-check prints for the counterexample once other runs have used the same command.
   */
  protected made = '';
  check(_m: Readonly<Model>): boolean {
    return true;
  }
  abstract act(m: Model, w: World): Promise<void>;
  abstract toString(): string;
  async run(m: Model, w: World): Promise<void> {
    this.made = '';
    const at = w.done.push(this.toString()) - 1;
    await this.act(m, w);
    const label = this.made ? `${this.toString()} [${this.made}]` : this.toString();
    w.done[at] = label;
    await checkInvariants(m, w, label);
  }
}

export abstract class ParcelStep extends Step {
  constructor(readonly slot: number) {
    super();
  }
  override check(m: Readonly<Model>): boolean {
    return m.parcels.length > this.slot;
  }
  parcel(m: Model): ParcelModel {
    return m.parcels[this.slot]!;
  }
  /**
   * The first parcel from this slot on (wrapping round) that `wanted` accepts, else the slot's own:
   * how a step that only makes sense for some parcels (the next to arrive, a held one) finds one.
   */
  pick(m: Model, wanted: (p: ParcelModel) => boolean): ParcelModel {
    const n = m.parcels.length;
    for (let i = 0; i < n; i += 1) {
      const p = m.parcels[(this.slot + i) % n]!;
      if (wanted(p)) return p;
    }
    return this.parcel(m);
  }
  async page(w: World, p: ParcelModel): Promise<OrderPage> {
    return (await w.call('customer', 'GET', `/orders/${p.id}`)).json() as OrderPage;
  }
}

/** Which parcel a step is about: mostly the first two (a sequence has one to four). */
export const slot = fc.oneof(
  { weight: 6, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.constant(2) },
);
export const address = fc.oneof(
  { weight: 3, arbitrary: fc.constant<AddressChoice>('department') },
  { weight: 3, arbitrary: fc.constant<AddressChoice>('box') },
  { weight: 1, arbitrary: fc.constant<AddressChoice>('none') },
);
export const phone = fc.oneof(
  { weight: 5, arbitrary: fc.constant<PhoneChoice>('mine') },
  { weight: 1, arbitrary: fc.constant<PhoneChoice>('P1') },
  { weight: 1, arbitrary: fc.constant<PhoneChoice>('P2') },
  { weight: 1, arbitrary: fc.constant<PhoneChoice>('none') },
);
export const value = fc.oneof(
  { weight: 4, arbitrary: fc.constant<ValueClass>('under') },
  { weight: 3, arbitrary: fc.constant<ValueClass>('over') },
  { weight: 2, arbitrary: fc.constant<ValueClass>('high') },
  { weight: 1, arbitrary: fc.constant<ValueClass>('overMax') },
);
export const often = fc.oneof(
  { weight: 5, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
);
export const rarely = often.map((x) => !x);

export const addressOf = (m: Model, choice: AddressChoice) =>
  choice === 'none' ? null : m.addresses[choice];
export const phoneOf = (m: Model, choice: PhoneChoice) =>
  choice === 'none' ? '' : PHONE_TYPED[choice === 'mine' ? (m.verified ?? 'P1') : choice];

export async function uploadInvoice(w: World, orderId: string, type: string) {
  const body = multipart([
    { name: 'type', value: type },
    { name: 'files[0]', filename: 'invoice.pdf', contentType: 'application/pdf', data: PDF },
  ]);
  return w.call('customer', 'POST', `/upload/${orderId}/invoice`, body.payload, body.headers);
}

export async function savePassport(w: World, orderId: string) {
  return w.call('customer', 'POST', `/orders/${orderId}/passport`, PASSPORT);
}

/** The wizard's last steps: the invoice and passport if asked for, then POST complete. */
export async function complete(
  w: World,
  orderId: string,
  papers: boolean,
  payload: Record<string, unknown>,
): Promise<number> {
  if (papers) {
    await uploadInvoice(w, orderId, 'default');
    await savePassport(w, orderId);
  }
  return (await w.call('customer', 'POST', `/orders/complete/${orderId}`, payload)).statusCode;
}

/** The order, its goods and its files, to see that a refused change changed nothing. */
export async function fingerprint(w: World, orderId: string): Promise<string> {
  const { updatedAt: _u, ...row } = await w.row(orderId);
  const items = await w.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const files = await w.db
    .select({ id: orderFiles.id })
    .from(orderFiles)
    .where(eq(orderFiles.orderId, orderId));
  return JSON.stringify({ row, items: items.map(({ id: _id, ...rest }) => rest), files });
}

/** Issue 13: a refused edit, document removal or track change is rolled back (422/409 change nothing). */
export async function unchangedWhenRefused(
  w: World,
  step: string,
  orderId: string,
  before: string,
  status: number,
): Promise<void> {
  if (status < 400) return;
  if ((await fingerprint(w, orderId)) !== before)
    throw new InvariantError(
      `a refused change (${status}) still changed the order\n  after step: ${step}\n${w.story()}`,
    );
}

/** Issue 13: the track number is fixed once the warehouse has the parcel (409). */
export function trackFixedOnceReceived(w: World, p: ParcelModel, changed: boolean, status: number): void {
  if (changed && status < 300 && p.state !== 'declared')
    throw new InvariantError(
      `the track number of a parcel the warehouse has (${p.state}) was changed (${status})\n${w.story()}`,
    );
}
