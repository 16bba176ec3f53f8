// The model of one sequence and the invariants checked after every step of the parcel-rules model
// test (issue 13):
// 1. a parcel that left the warehouse had, at that moment, a registered declaration with goods, a
//    selectable address, a verified phone and the documents its value needs (the domain's
//    parcelViolations on the stored row, and the model's own account of address, phone and papers);
// 2. a locker parcel that left weighs at most 20 kg and fits 40x60x30 (the model's own measures);
// 3. no answer was a 5xx (World.call);
// 4. the parcel page, the orders list and the console say the same state;
// 5. a held parcel has at least one hold reason, a parcel at the warehouse has none, and one that
//    came to the shelf in the step breaks no departure rule (issue 13: it would have been held).
import {
  CUSTOMS_INVOICE_TYPES,
  isShipmentState,
  parcelViolations,
  type ParcelViolation,
  type ShipmentState,
} from '@posylka/domain';
import type { OrderRow } from '../db/schema/index.js';
import { loadParcelFacts } from '../parcel-rules/index.js';
import { lockerProblems, type Country, type Measures, type OrderPage } from './catalog.js';
import { PHONES, type AddressKind, type PhoneName, type World } from './world.js';

export type ParcelModel = {
  slot: number;
  id: string;
  country: Country;
  /** What the warehouse measured (the model's own record of the receive it made). */
  measured: Measures | null;
  /** Export document kinds uploaded (never removed by the model). */
  exportKinds: Set<string>;
  /** Last observed: the state, the track number, the consolidation. */
  state: ShipmentState;
  trackNo: string | null;
  consolidationId: string | null;
  /** The stored row when last checked: a parcel whose row has not changed since is not read again. */
  checkedRow: string;
};

export type Model = {
  /** The number the account has verified (P1, P2 or none). */
  verified: PhoneName | null;
  /** The active address of each kind; deactivated ones are remembered with their kind. */
  addresses: Record<AddressKind, string>;
  kindOf: Map<string, AddressKind>;
  inactive: Set<string>;
  parcels: ParcelModel[];
};

export function newModel(addresses: Record<AddressKind, string>): Model {
  return {
    verified: null,
    addresses,
    kindOf: new Map([
      [addresses.department, 'department'],
      [addresses.box, 'box'],
    ]),
    inactive: new Set(),
    parcels: [],
  };
}

const DEPARTED: readonly ShipmentState[] = [
  'dispatched',
  'in_transit',
  'customs',
  'arrived',
  'handed_to_np',
  'received',
];
export const hasLeft = (state: ShipmentState) => DEPARTED.includes(state);
const MAX_VALUE_COUNTRIES: readonly Country[] = ['DE', 'PL'];

export class InvariantError extends Error {}

function fail(w: World, step: string, what: string): never {
  throw new InvariantError(`${what}\n  after step: ${step}\n${w.story()}`);
}

const codes = (list: readonly ParcelViolation[]) => list.map((v) => `${v.property}:${v.code}`).join(', ');

/**
 * Invariants 1 and 2 by the model's own account, from the parcel page (another reader than the
 * parcel rules' facts) and what the model knows for certain: which addresses are active, which
 * number the account verified, which papers were uploaded, what the warehouse measured.
 */
function modelReasons(m: Model, p: ParcelModel, page: OrderPage): string[] {
  const out: string[] = [];
  const address = page.consigneeAddress;
  const kind = address ? m.kindOf.get(address.id) : undefined;
  if (!address) out.push('no delivery address');
  else if (!kind) out.push(`address ${address.id} is not one of the customer's`);
  else if (m.inactive.has(address.id)) out.push(`address ${address.id} (${kind}) was deactivated`);
  const verified = m.verified ? PHONES[m.verified] : null;
  if (!page.phoneNumber) out.push('no phone');
  else if (page.phoneNumber !== verified)
    out.push(`phone ${page.phoneNumber} is not verified (the account verified ${verified ?? 'none'})`);
  const priced = page.items.filter((item) => Number(item.unitPrice.amount) > 0).length;
  if (priced === 0) out.push('no goods');
  const s = page.states;
  const registered =
    s.isCheckoutCompleted || (s.isCreatedByWarehouse && s.isBlockCrossDockDeclaration && priced > 0);
  if (!registered) out.push('the declaration was never registered');
  if (s.isOverLimitPriceCustomsClearance) {
    if (!page.taxAgreement) out.push('over the customs limit without the tax agreement');
    const invoices = page.invoices.filter((f) =>
      (CUSTOMS_INVOICE_TYPES as readonly string[]).includes(f.type),
    );
    if (invoices.length === 0) out.push('over the customs limit without an invoice');
    if (!page.passport) out.push('over the customs limit without a passport');
  }
  const eur = Number(page.itemsTotalEur.amount);
  if (MAX_VALUE_COUNTRIES.includes(p.country) && eur > 10000) out.push(`${eur} EUR > 10000 EUR maximum`);
  if (p.country === 'PL' && eur > 1000) {
    const missing = ['statement', 'powers', 'power_attorney'].filter((k) => !p.exportKinds.has(k));
    if (missing.length > 0) out.push(`${eur} EUR from PL without export documents ${missing.join(', ')}`);
  }
  // Invariant 2: the locker's weight and size, as the model measured them.
  if (kind === 'box' && p.measured) out.push(...lockerProblems(p.measured).map((x) => `locker parcel ${x}`));
  return out;
}

/**
 * Not an invariant of the brief: the rules are per parcel, so a consolidation may leave over the
 * customs limit in sum (the customer confirmed it), or heavier than a locker takes in sum. Counted,
 * with the first sequence, for the report.
 */
function noteConsolidation(m: Model, w: World, p: ParcelModel, rows: readonly OrderRow[]): void {
  const members = rows.filter((row) => row.consolidationId && row.consolidationId === p.consolidationId);
  if (members.length < 2) return;
  const eur = members.reduce((sum, row) => sum + Number(row.itemsTotalEur), 0);
  const kg = members.reduce((sum, row) => sum + Number(row.weightKg ?? 0), 0);
  const kinds = members.map((row) => (row.consigneeAddressId ? m.kindOf.get(row.consigneeAddressId) : null));
  if (eur > 150 && members.every((row) => !row.isOverLimit))
    w.note(`a consolidation left worth ${eur.toFixed(2)} EUR in sum, each parcel under the limit`, true);
  if (kinds.includes('box') && kg > 20)
    w.note(`a consolidation for a locker left weighing ${kg} kg in sum`, true);
  if (new Set(kinds).size > 1)
    w.note(`a consolidation left with different addresses (${kinds.join(', ')})`, true);
}

type ListItem = { id: string; status: string; isCheckoutCompleted: boolean };

/**
 * Reads every parcel whose stored row changed in the step three ways and checks the invariants;
 * updates the model. The three readers all answer from the row, so an unchanged row cannot have
 * started to disagree, and a parcel leaves only by a change of its row.
 */
export async function checkInvariants(m: Model, w: World, step: string): Promise<void> {
  const before = new Map((await w.rowsOfCustomer()).map((row) => [row.id, row]));
  const changed = m.parcels.filter((p) => JSON.stringify(before.get(p.id) ?? null) !== p.checkedRow);
  if (changed.length === 0) return;
  // The readers at once (they only read; the page may catch the checkout state up).
  const [list, reads] = await Promise.all([
    w.call('customer', 'GET', '/orders?filter=all'),
    Promise.all(
      changed.map((p) =>
        Promise.all([
          w.call('customer', 'GET', `/orders/${p.id}`),
          w.call('operator', 'GET', `/admin/parcels/${p.id}`),
        ]),
      ),
    ),
  ]);
  const items = (list.json() as { items: ListItem[] }).items;
  const rows = new Map((await w.rowsOfCustomer()).map((row) => [row.id, row]));
  for (const [i, p] of changed.entries()) {
    const [pageRes, consoleRes] = reads[i]!;
    if (pageRes.statusCode !== 200)
      fail(w, step, `parcel #${p.slot}: GET /orders/${p.id} -> ${pageRes.statusCode}`);
    const page = pageRes.json() as OrderPage;
    if (consoleRes.statusCode !== 200)
      fail(w, step, `parcel #${p.slot}: GET /admin/parcels/${p.id} -> ${consoleRes.statusCode}`);
    const consoleState = (consoleRes.json() as { state: string }).state;
    const state = page.shipment.state;
    if (!isShipmentState(state)) fail(w, step, `parcel #${p.slot}: unknown state ${state}`);
    const row = rows.get(p.id)!;

    // 4. One state, three readers.
    const card = items.find((item) => item.id === p.id);
    const expectedStatus = state === 'declared' && !page.states.isCheckoutCompleted ? 'draft' : state;
    if (consoleState !== state || !card || card.status !== expectedStatus)
      fail(
        w,
        step,
        `invariant 4: parcel #${p.slot} page says ${state}, console ${consoleState}, list ${card?.status ?? 'missing'}`,
      );

    // 5. Hold reasons: on the page and in the row.
    const pageReasons = page.shipment.holdReasons ?? [];
    const rowReasons = (row.holdReasons ?? []) as ParcelViolation[];
    if (state === 'held' && (pageReasons.length === 0 || rowReasons.length === 0))
      fail(
        w,
        step,
        `invariant 5: parcel #${p.slot} is held without a reason (page ${pageReasons.length}, row ${rowReasons.length})`,
      );
    if (state === 'at_warehouse' && (pageReasons.length > 0 || rowReasons.length > 0))
      fail(
        w,
        step,
        `invariant 5: parcel #${p.slot} is at the warehouse with hold reasons ${JSON.stringify(rowReasons)}`,
      );

    // 1 and 2. It has just left: the rules held at that moment.
    if (hasLeft(state) && !hasLeft(p.state)) {
      const broken = parcelViolations(await loadParcelFacts(w.db, row), 'depart');
      if (broken.length > 0)
        fail(
          w,
          step,
          `invariant 1: parcel #${p.slot} left (${p.state} -> ${state}) with parcel rules broken: ${codes(broken)}`,
        );
      const reasons = modelReasons(m, p, page);
      if (reasons.length > 0)
        fail(
          w,
          step,
          `invariant 1/2: parcel #${p.slot} left (${p.state} -> ${state}) though ${reasons.join('; ')}`,
        );
      const kind = page.consigneeAddress ? m.kindOf.get(page.consigneeAddress.id) : undefined;
      const size = p.measured ? `${p.measured.weightKg} kg` : 'unmeasured';
      w.note(`left the warehouse from ${p.state} for a ${kind ?? 'missing address'}, ${size}`);
      if (p.state === 'consolidated') noteConsolidation(m, w, p, [...rows.values()]);
    }

    // 5 (continued). Issue 13 holds a parcel that reaches the shelf with a departure rule broken: one
    // that came to the shelf in this step breaks none. (One already on the shelf whose rule broke
    // since, by a phone verified for another number or an address removed from the book, waits
    // for the next dispatch attempt to be held: counted, not failed.)
    // (A cancelled consolidation brings its other parcels back inside the first one's move: each of
    // them answers to this too; see the named case in the test file.)
    if (state === 'at_warehouse') {
      const broken = parcelViolations(await loadParcelFacts(w.db, row), 'depart');
      if (broken.length > 0 && p.state !== 'at_warehouse')
        fail(
          w,
          step,
          `invariant 5: parcel #${p.slot} came to the shelf (${p.state} -> at_warehouse) with departure rules broken (${codes(broken)}) and was not held`,
        );
      if (broken.length > 0)
        w.note(
          `at_warehouse with departure rules broken (${codes(broken)}) after ${step.split('(')[0]}`,
          true,
        );
    }

    if (state !== p.state) w.note(`${p.state} -> ${state} by ${step.split('(')[0]}`);
    p.state = state;
    p.trackNo = page.trackNo;
    p.consolidationId = page.shipment.consolidationId;
    // The readers may have caught the row up (the checkout state): remember it as read after them.
    p.checkedRow = JSON.stringify(row);
  }
}
