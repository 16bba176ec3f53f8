// The customer's other steps in the parcel-rules model test: invoices (upload, remove), the passport,
// the track number, pause, release, continue delivery and send now, consolidation, phone verification
// and the address book; and the weights of every customer command.
import fc from 'fast-check';
import { COUNTRIES, newTrack, type Country } from './catalog.js';
import type { Model } from './checks.js';
import {
  Complete,
  Declare,
  EDITS,
  EditOrder,
  PutRight,
  UploadPapers,
  type Finish,
} from './declare-commands.js';
import {
  ParcelStep,
  Step,
  address,
  fingerprint,
  often,
  phone,
  rarely,
  savePassport,
  slot,
  trackFixedOnceReceived,
  unchangedWhenRefused,
  uploadInvoice,
  value,
} from './step.js';
import { PHONES, type World } from './world.js';

export class UploadInvoice extends ParcelStep {
  constructor(
    slot: number,
    readonly type: 'default' | 'bank_statement',
  ) {
    super(slot);
  }
  async act(m: Model, w: World): Promise<void> {
    await uploadInvoice(w, this.parcel(m).id, this.type);
  }
  toString(): string {
    return `uploadInvoice(#${this.slot}, ${this.type})`;
  }
}

/** POST /orders/invoice/remove/{fileId} of the page's first invoice (a no-op without one). */
export class RemoveInvoice extends ParcelStep {
  async act(m: Model, w: World): Promise<void> {
    const p = this.parcel(m);
    const file = (await this.page(w, p)).invoices[0];
    if (!file) return;
    const before = await fingerprint(w, p.id);
    const res = await w.call('customer', 'POST', `/orders/invoice/remove/${file.id}`);
    await unchangedWhenRefused(w, this.toString(), p.id, before, res.statusCode);
  }
  toString(): string {
    return `removeInvoice(#${this.slot})`;
  }
}

export class SetPassport extends ParcelStep {
  async act(m: Model, w: World): Promise<void> {
    await savePassport(w, this.parcel(m).id);
  }
  toString(): string {
    return `setPassport(#${this.slot})`;
  }
}

/** PUT /orders/{id}/tracking/number: a new number, or the same one again. */
export class SetTrackNumber extends ParcelStep {
  constructor(
    slot: number,
    readonly fresh: boolean,
  ) {
    super(slot);
  }
  async act(m: Model, w: World): Promise<void> {
    const p = this.parcel(m);
    const number = this.fresh || !p.trackNo ? newTrack() : p.trackNo;
    const before = await fingerprint(w, p.id);
    const res = await w.call('customer', 'PUT', `/orders/${p.id}/tracking/number`, { number });
    await unchangedWhenRefused(w, this.toString(), p.id, before, res.statusCode);
    const changed = (p.trackNo ?? '').toUpperCase() !== number.toUpperCase();
    trackFixedOnceReceived(w, p, changed, res.statusCode);
  }
  toString(): string {
    return `setTrackNumber(#${this.slot}, ${this.fresh ? 'new' : 'same'})`;
  }
}

/**
 * The parcel page's buttons: pause, release, continue delivery (unblock) and send now, pressed on the
 * first parcel from the slot on whose page offers it (else on the slot's own, to be refused).
 */
export const CUSTOMER_MOVES = ['pause', 'release', 'unblock', 'send-now'] as const;
const OFFERED: Record<(typeof CUSTOMER_MOVES)[number], readonly string[]> = {
  pause: ['at_warehouse'],
  release: ['paused'],
  unblock: ['delayed', 'paused'],
  'send-now': ['at_warehouse'],
};
export class CustomerMove extends ParcelStep {
  constructor(
    slot: number,
    readonly move: (typeof CUSTOMER_MOVES)[number],
  ) {
    super(slot);
  }
  async act(m: Model, w: World): Promise<void> {
    const p = this.pick(m, (q) => OFFERED[this.move].includes(q.state));
    this.made = `#${p.slot}`;
    const url = this.move === 'unblock' ? `/orders/unblock/${p.id}` : `/orders/${p.id}/${this.move}`;
    await w.call('customer', 'POST', url);
  }
  toString(): string {
    return `${this.move}(from #${this.slot})`;
  }
}

/**
 * POST /orders/consolidation of two parcels: the first two of one country at the warehouse when
 * there are such (as the page offers them), else parcels #0 and #1 (refused, which is checked too).
 */
export class Consolidate extends Step {
  override check(m: Readonly<Model>): boolean {
    return m.parcels.length >= 2;
  }
  async act(m: Model, w: World): Promise<void> {
    const ready = m.parcels.filter((p) => p.state === 'at_warehouse');
    const pair = ready.filter((p) => p.country === ready[0]?.country).slice(0, 2);
    const chosen = pair.length === 2 ? pair : m.parcels.slice(0, 2);
    const orderIds = chosen.map((p) => p.id);
    this.made = chosen.map((p) => `#${p.slot}`).join(' + ');
    await w.call('customer', 'POST', '/orders/consolidation', {
      orderIds,
      agreement: true,
      confirmOverLimit: true,
    });
  }
  toString(): string {
    return 'consolidate(two at the warehouse)';
  }
}

export class CancelConsolidation extends ParcelStep {
  async act(m: Model, w: World): Promise<void> {
    const id = this.parcel(m).consolidationId;
    if (id) await w.call('customer', 'POST', `/orders/consolidation/cancel/${id}`);
  }
  toString(): string {
    return `cancelConsolidation(#${this.slot})`;
  }
}

/** The new customer's account: P1 verified before the first declaration, or no number verified. */
export class OpenAccount extends Step {
  constructor(readonly verified: boolean) {
    super();
  }
  async act(m: Model, w: World): Promise<void> {
    if (!this.verified) return;
    await w.verifyPhone(PHONES.P1);
    m.verified = 'P1';
  }
  toString(): string {
    return `account(${this.verified ? 'P1 verified' : 'no number verified'})`;
  }
}

/** Most customers have verified P1 before they declare. */
export const account = often.map((verified) => new OpenAccount(verified));

/** The account's verified number becomes P1 or P2 (the other one is no longer verified). */
export class VerifyPhone extends Step {
  constructor(readonly phone: 'P1' | 'P2') {
    super();
  }
  async act(m: Model, w: World): Promise<void> {
    await w.verifyPhone(PHONES[this.phone]);
    m.verified = this.phone;
  }
  toString(): string {
    return `verifyPhone(${this.phone})`;
  }
}

/** The customer removes an address from the book (orders keep it, no longer selectable) and adds a new one. */
export class DeactivateAddress extends Step {
  constructor(readonly kind: 'department' | 'box') {
    super();
  }
  async act(m: Model, w: World): Promise<void> {
    const old = m.addresses[this.kind];
    const res = await w.call('customer', 'PATCH', `/personal/addresses/deactivate/${old}`);
    if (res.statusCode >= 300) return;
    m.inactive.add(old);
    const fresh = await w.addAddress(this.kind);
    m.addresses[this.kind] = fresh;
    m.kindOf.set(fresh, this.kind);
  }
  toString(): string {
    return `deactivateAddress(${this.kind})`;
  }
}

const finishes = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Finish>('draft') },
  { weight: 1, arbitrary: fc.constant<Finish>('complete') },
  { weight: 3, arbitrary: fc.constant<Finish>('papers+complete') },
);
/** A second parcel is often from the first one's country (so that they can be consolidated). */
const country = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<Country>(...COUNTRIES) },
  { weight: 2, arbitrary: fc.constant('same' as const) },
);
const declaration = fc
  .tuple(country, value, address, phone, often, often, rarely, finishes)
  .map(
    ([c, v, a, ph, track, tax, pause, how]) =>
      new Declare({ country: c, value: v, address: a, phone: ph }, track, tax, pause, how),
  );

/**
 * Every sequence starts with a declaration (the steps about a parcel need one), half of them with a
 * second one from the same country (so that consolidation and parcels leaving together come up).
 */
export const firstDeclarations = fc.tuple(
  declaration.filter((step) => step.d.country !== 'same'),
  fc.option(
    declaration.map(
      (step) =>
        new Declare({ ...step.d, country: 'same' }, step.withTrack, step.tax, step.pauseOnArrival, step.how),
    ),
    { freq: 2, nil: null },
  ),
);

/** The customer's commands by name (their weights are the mixes' of mixes.ts). */
export const customerSteps = {
  declare: declaration as fc.Arbitrary<Step>,
  complete: fc
    .tuple(slot, value, address, phone, often, fc.boolean())
    .map((args): Step => new Complete(...args)),
  putRight: slot.map((s): Step => new PutRight(s)),
  edit: fc.tuple(slot, fc.constantFrom(...EDITS)).map(([s, e]): Step => new EditOrder(s, e)),
  uploadInvoice: fc
    .tuple(slot, fc.constantFrom('default' as const, 'bank_statement' as const))
    .map(([s, t]): Step => new UploadInvoice(s, t)),
  removeInvoice: slot.map((s): Step => new RemoveInvoice(s)),
  uploadExportDocuments: fc
    .tuple(slot, fc.constantFrom(['statement', 'powers', 'power_attorney'], ['statement']))
    .map(([s, k]): Step => new UploadPapers(s, k)),
  setPassport: slot.map((s): Step => new SetPassport(s)),
  setTrackNumber: fc.tuple(slot, fc.boolean()).map(([s, f]): Step => new SetTrackNumber(s, f)),
  move: fc.tuple(slot, fc.constantFrom(...CUSTOMER_MOVES)).map(([s, mv]): Step => new CustomerMove(s, mv)),
  consolidate: fc.constant<Step>(new Consolidate()),
  cancelConsolidation: slot.map((s): Step => new CancelConsolidation(s)),
  verifyPhone: fc.constantFrom('P1' as const, 'P2' as const).map((p): Step => new VerifyPhone(p)),
  deactivateAddress: fc
    .constantFrom('department' as const, 'box' as const)
    .map((k): Step => new DeactivateAddress(k)),
};
