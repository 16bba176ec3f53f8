// The customer's declaration in the parcel-rules model test: declare (a draft, completed as is or
// with the papers first), complete a draft later, edit a registered parcel (including emptying the
// goods and dropping the address), and put a held parcel right the way its page offers.
import {
  PDF,
  goods,
  multipart,
  newTrack,
  payloadOf,
  type AddressChoice,
  type Country,
  type PhoneChoice,
  type ValueClass,
} from './catalog.js';
import type { Model } from './checks.js';
import {
  ParcelStep,
  Step,
  addressOf,
  complete,
  fingerprint,
  phoneOf,
  savePassport,
  trackFixedOnceReceived,
  unchangedWhenRefused,
  uploadInvoice,
} from './step.js';
import { PHONES, type PhoneName, type World } from './world.js';

/** `same`: the country of the sequence's first parcel (so that two parcels can be consolidated). */
export type Declaration = {
  country: Country | 'same';
  value: ValueClass;
  address: AddressChoice;
  phone: PhoneChoice;
};

/** How far the customer takes the wizard: a draft, completed as is, or the papers first and completed. */
export const FINISHES = ['draft', 'complete', 'papers+complete'] as const;
export type Finish = (typeof FINISHES)[number];

export class Declare extends Step {
  constructor(
    readonly d: Declaration,
    readonly withTrack: boolean,
    readonly tax: boolean,
    readonly pauseOnArrival: boolean,
    readonly how: Finish,
  ) {
    super();
  }
  override check(m: Readonly<Model>): boolean {
    return m.parcels.length < 3;
  }
  async act(m: Model, w: World): Promise<void> {
    const country = this.d.country === 'same' ? (m.parcels[0]?.country ?? 'DE') : this.d.country;
    const payload = {
      country,
      company: 'Model Shop',
      number: this.withTrack ? newTrack() : '',
      receivedTrackNumber: this.withTrack,
      items: goods(country, this.d.value),
      consigneeAddress: addressOf(m, this.d.address),
      phoneNumber: phoneOf(m, this.d.phone),
      taxAgreement: this.tax,
      isBlocked: this.pauseOnArrival ? true : null,
    };
    const res = await w.call('customer', 'POST', '/orders/draft', payload);
    if (res.statusCode !== 201) return;
    const body = res.json() as { id: string; trackNo: string | null };
    m.parcels.push({
      slot: m.parcels.length,
      id: body.id,
      country,
      measured: null,
      exportKinds: new Set(),
      state: 'declared',
      trackNo: body.trackNo,
      consolidationId: null,
      checkedRow: '',
    });
    if (this.how !== 'draft')
      await complete(w, body.id, this.how === 'papers+complete', { ...payload, number: body.trackNo ?? '' });
  }
  toString(): string {
    const d = this.d;
    const flags = [
      this.withTrack ? 'track' : 'no track',
      ...(this.tax ? ['tax agreed'] : []),
      ...(this.pauseOnArrival ? ['pause on arrival'] : []),
    ];
    return `declare(${d.country} ${d.value}, address ${d.address}, phone ${d.phone}, ${flags.join(', ')}; ${this.how})`;
  }
}

export class Complete extends ParcelStep {
  constructor(
    slot: number,
    readonly value: ValueClass,
    readonly address: AddressChoice,
    readonly phone: PhoneChoice,
    readonly tax: boolean,
    readonly papers: boolean,
  ) {
    super(slot);
  }
  async act(m: Model, w: World): Promise<void> {
    const p = this.parcel(m);
    const page = await this.page(w, p);
    const payload = payloadOf(page, {
      items: goods(p.country, this.value),
      consigneeAddress: addressOf(m, this.address),
      phoneNumber: phoneOf(m, this.phone),
      taxAgreement: this.tax,
    });
    await complete(w, p.id, this.papers, payload);
  }
  toString(): string {
    const papers = this.papers ? 'invoice+passport, then ' : '';
    return `complete(#${this.slot}, ${papers}${this.value}, address ${this.address}, phone ${this.phone}${this.tax ? ', tax agreed' : ''})`;
  }
}

export const EDITS = [
  'value:under',
  'value:over',
  'value:high',
  'value:overMax',
  'emptyItems',
  'dropAddress',
  'address:box',
  'address:department',
  'phone:mine',
  'phone:P1',
  'phone:P2',
  'phone:none',
  'tax:true',
  'tax:false',
  'track:new',
] as const;
export type Edit = (typeof EDITS)[number];

/** PUT /orders/edit/{id}: the page's declaration sent again with one change. */
export class EditOrder extends ParcelStep {
  constructor(
    slot: number,
    readonly edit: Edit,
  ) {
    super(slot);
  }
  change(m: Model, country: Country): Record<string, unknown> {
    const [what, arg] = this.edit.split(':') as [string, string | undefined];
    if (what === 'value') return { items: goods(country, arg as ValueClass) };
    if (what === 'emptyItems') return { items: [] };
    if (what === 'dropAddress') return { consigneeAddress: null };
    if (what === 'address') return { consigneeAddress: addressOf(m, arg as AddressChoice) };
    if (what === 'phone') return { phoneNumber: phoneOf(m, arg as PhoneChoice) };
    if (what === 'tax') return { taxAgreement: arg === 'true' };
    return { number: newTrack(), receivedTrackNumber: true };
  }
  async act(m: Model, w: World): Promise<void> {
    const p = this.parcel(m);
    const page = await this.page(w, p);
    const before = await fingerprint(w, p.id);
    const body = payloadOf(page, this.change(m, p.country));
    const res = await w.call('customer', 'PUT', `/orders/edit/${p.id}`, body);
    await unchangedWhenRefused(w, this.toString(), p.id, before, res.statusCode);
    trackFixedOnceReceived(w, p, this.edit === 'track:new', res.statusCode);
  }
  toString(): string {
    return `edit(#${this.slot}, ${this.edit})`;
  }
}

const nameOf = (phone: string | null): PhoneName | null =>
  (Object.keys(PHONES) as PhoneName[]).find((name) => PHONES[name] === phone) ?? null;

/**
 * The held parcel's page offers one action per kind of reason (issue 13): verify the phone, upload the
 * papers, pick another address (a department), complete or correct the declaration. The customer does
 * what it asks; the parcel comes off hold on the request, or with the timers' next sweep (the passport
 * and the phone are saved elsewhere).
 */
export class PutRight extends ParcelStep {
  async act(m: Model, w: World): Promise<void> {
    const p = this.pick(m, (q) => q.state === 'held');
    this.made = `#${p.slot}`;
    const page = await this.page(w, p);
    if (page.shipment.state !== 'held') return;
    const actions = new Set(page.shipment.holdActions ?? []);
    const wrong = new Set((page.shipment.holdReasons ?? []).map((reason) => reason.property));
    const typed = nameOf(page.phoneNumber);
    if (wrong.has('phoneNumber')) {
      const name = typed ?? m.verified ?? 'P1';
      await w.verifyPhone(PHONES[name]);
      m.verified = name;
    }
    if (wrong.has('invoices')) await uploadInvoice(w, p.id, 'default');
    if (wrong.has('passport')) await savePassport(w, p.id);
    if (wrong.has('exportDocuments'))
      await new UploadPapers(p.slot, ['statement', 'powers', 'power_attorney']).act(m, w);
    if (!actions.has('declaration') && !actions.has('address') && typed) return;
    const fixed = payloadOf(page, {
      ...(wrong.has('consigneeAddress') ? { consigneeAddress: m.addresses.department } : {}),
      ...(wrong.has('items') ? { items: goods(p.country, 'under') } : {}),
      ...(wrong.has('taxAgreement') ? { taxAgreement: true } : {}),
      ...(typed ? {} : { phoneNumber: phoneOf(m, 'mine') }),
    });
    if (page.states.isCheckoutCompleted) await w.call('customer', 'PUT', `/orders/edit/${p.id}`, fixed);
    else await complete(w, p.id, false, fixed);
  }
  toString(): string {
    return `putRight(held from #${this.slot})`;
  }
}

/** Export documents (PL above 1000 EUR): each kind uploaded on its own. */
export class UploadPapers extends ParcelStep {
  constructor(
    slot: number,
    readonly kinds: readonly string[],
  ) {
    super(slot);
  }
  async act(m: Model, w: World): Promise<void> {
    const p = this.parcel(m);
    for (const kind of this.kinds) {
      const body = multipart([
        { name: 'kind', value: kind },
        { name: 'file', filename: `${kind}.pdf`, contentType: 'application/pdf', data: PDF },
      ]);
      const res = await w.call('customer', 'POST', `/orders/documents/${p.id}`, body.payload, body.headers);
      if (res.statusCode === 201) p.exportKinds.add(kind);
    }
  }
  toString(): string {
    return `uploadExportDocuments(#${this.slot}, ${this.kinds.join('+')})`;
  }
}
