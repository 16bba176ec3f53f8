// The warehouse's side of the parcel-rules model test (receive with weight and size, the undeclared
// parcel, any console move, the parcel's next move on its road, dispatch by batch and by event) and
// the clock (hours to 40 days, then the storage-timer job); and the weights of these commands.
import fc from 'fast-check';
import { OPERATOR_PARCEL_EVENTS, type ShipmentEvent, type ShipmentState } from '@posylka/domain';
import {
  COUNTRIES,
  MEASURES,
  PROFILES,
  goods,
  newTrack,
  receiveBody,
  type Country,
  type Profile,
  type ValueClass,
} from './catalog.js';
import { hasLeft, type Model, type ParcelModel } from './checks.js';
import { ParcelStep, Step, slot, value } from './step.js';
import type { World } from './world.js';

/** The next parcel to arrive (the first declared one from the slot on) is scanned, weighed and measured. */
export class Receive extends ParcelStep {
  constructor(
    slot: number,
    readonly profile: Profile,
  ) {
    super(slot);
  }
  async act(m: Model, w: World): Promise<void> {
    const p = this.pick(m, (q) => q.state === 'declared');
    this.made = `#${p.slot}`;
    // A draft saved without a number cannot be found by its label: the warehouse scans an unknown one.
    const track = p.trackNo && /^[A-Z0-9]+$/i.test(p.trackNo) ? p.trackNo : newTrack();
    const res = await w.call('operator', 'POST', '/admin/parcels/receive', receiveBody(track, this.profile));
    if (res.statusCode === 200 && (res.json() as { parcel: { id: string } }).parcel.id === p.id)
      p.measured = MEASURES[this.profile];
  }
  toString(): string {
    return `receive(next declared from #${this.slot}, ${this.profile})`;
  }
}

/** A parcel nobody declared arrives with the customer's code on its label: unregistered (service 39). */
export class ReceiveUndeclared extends Step {
  constructor(
    readonly country: Country,
    readonly profile: Profile,
  ) {
    super();
  }
  override check(m: Readonly<Model>): boolean {
    return m.parcels.length < 4;
  }
  async act(m: Model, w: World): Promise<void> {
    const body = {
      ...receiveBody(newTrack(), this.profile),
      customerCode: w.customer.customerCode,
      countryCode: this.country,
    };
    const res = await w.call('operator', 'POST', '/admin/parcels/receive', body);
    if (res.statusCode !== 201) return;
    const parcel = (res.json() as { parcel: { id: string; trackNo: string | null } }).parcel;
    m.parcels.push({
      slot: m.parcels.length,
      id: parcel.id,
      country: this.country,
      measured: MEASURES[this.profile],
      exportKinds: new Set(),
      state: 'unregistered',
      trackNo: parcel.trackNo,
      consolidationId: null,
      checkedRow: '',
    });
  }
  toString(): string {
    return `receiveUndeclared(${this.country}, ${this.profile})`;
  }
}

async function operatorMove(w: World, p: ParcelModel, event: ShipmentEvent, goodsValue: ValueClass) {
  const body: Record<string, unknown> = { event };
  if (event === 'restrict') body.note = 'Lithium batteries';
  if (event === 'hand_to_np') body.waybillNumber = '20450000000001';
  if (event === 'declare_manually') body.items = goods(p.country, goodsValue);
  await w.call('operator', 'POST', `/admin/parcels/${p.id}/events`, body);
}

/** Any move of the console (POST /admin/parcels/{id}/events), whatever the parcel's state. */
export class OperatorEvent extends ParcelStep {
  constructor(
    slot: number,
    readonly event: ShipmentEvent,
    /** The goods the warehouse declares (declare_manually). */
    readonly value: ValueClass,
  ) {
    super(slot);
  }
  async act(m: Model, w: World): Promise<void> {
    await operatorMove(w, this.parcel(m), this.event, this.value);
  }
  toString(): string {
    const goodsValue = this.event === 'declare_manually' ? `, ${this.value}` : '';
    return `operator ${this.event}(#${this.slot}${goodsValue})`;
  }
}

/**
 * The parcel's next move on its road from the state the model last saw (the console's usual click).
 * Parcels on the shelf leave by the Dispatch command or the timers, so that several can wait there
 * together (consolidation, send now, the 14 days).
 */
const NEXT: Partial<Record<ShipmentState, ShipmentEvent>> = {
  unregistered: 'declare_manually',
  restricted: 'clear_restriction',
  delayed: 'unblock',
  dispatched: 'depart',
  in_transit: 'clear_customs_start',
  customs: 'arrive',
  arrived: 'hand_to_np',
  handed_to_np: 'deliver',
};
export class OperatorNext extends ParcelStep {
  async act(m: Model, w: World): Promise<void> {
    // A parcel on its way is moved on first; then one at the warehouse, unregistered, restricted...
    const onRoad = (q: ParcelModel) => hasLeft(q.state) && NEXT[q.state] !== undefined;
    const p = m.parcels.some(onRoad)
      ? this.pick(m, onRoad)
      : this.pick(m, (q) => NEXT[q.state] !== undefined);
    const event = NEXT[p.state];
    this.made = event ? `#${p.slot} ${p.state} → ${event}` : `#${p.slot} ${p.state}: none`;
    if (event) await operatorMove(w, p, event, 'under');
  }
  toString(): string {
    return `operator next(from #${this.slot})`;
  }
}

export class Dispatch extends ParcelStep {
  constructor(
    slot: number,
    readonly via: 'batch' | 'event',
  ) {
    super(slot);
  }
  async act(m: Model, w: World): Promise<void> {
    const id = this.parcel(m).id;
    if (this.via === 'batch') await w.call('operator', 'POST', '/admin/parcels/dispatch', { orderIds: [id] });
    else await w.call('operator', 'POST', `/admin/parcels/${id}/events`, { event: 'dispatch' });
  }
  toString(): string {
    return `dispatch(#${this.slot}, ${this.via})`;
  }
}

/** Time passes for the customer's parcels, then the storage-timer job runs. */
export class PassTime extends Step {
  constructor(readonly hours: number) {
    super();
  }
  async act(_m: Model, w: World): Promise<void> {
    await w.passTime(this.hours);
  }
  toString(): string {
    const h = this.hours;
    return `passTime(${h >= 24 && h % 24 === 0 ? `${h / 24} d` : `${h} h`}) + timers`;
  }
}

/** The console's moves except dispatch (its own command) and receive. */
const EVENTS = OPERATOR_PARCEL_EVENTS.filter((event) => event !== 'dispatch');
const HOURS = [0, 1, 12, 72, 7 * 24, 14 * 24 + 1, 15 * 24, 31 * 24, 40 * 24];

/** The warehouse's and the clock's commands by name (their weights are the mixes' of mixes.ts). */
export const operatorSteps = {
  receive: fc.tuple(slot, fc.constantFrom(...PROFILES)).map(([s, p]): Step => new Receive(s, p)),
  receiveUndeclared: fc
    .tuple(fc.constantFrom(...COUNTRIES), fc.constantFrom(...PROFILES))
    .map(([c, p]): Step => new ReceiveUndeclared(c, p)),
  event: fc
    .tuple(slot, fc.constantFrom(...EVENTS), value)
    .map(([s, e, v]): Step => new OperatorEvent(s, e, v)),
  next: slot.map((s): Step => new OperatorNext(s)),
  dispatch: fc
    .tuple(slot, fc.constantFrom('batch' as const, 'event' as const))
    .map(([s, v]): Step => new Dispatch(s, v)),
  passTime: fc.constantFrom(...HOURS).map((h): Step => new PassTime(h)),
};
