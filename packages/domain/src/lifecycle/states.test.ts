import { describe, expect, it } from 'vitest';
import { allowedEvents, planTransition } from './plan.js';
import {
  LIFECYCLE_ACTORS,
  SHIPMENT_EVENTS,
  SHIPMENT_STATES,
  SHIPMENT_TRANSITIONS,
  transitionOf,
  type LifecycleActor,
  type ShipmentEvent,
  type ShipmentState,
} from './states.js';

// The design's table (issue 5, SPEC §4 "Warehouse-related shipment states"), written out again here
// as "from|from > to : actor,actor" so the code's table is checked against an independent copy.
const EXPECTED: Record<ShipmentEvent, string> = {
  receive: 'declared > at_warehouse : operator',
  receive_unregistered: ' > unregistered : operator',
  register: 'unregistered > at_warehouse : customer',
  declare_manually: 'unregistered > at_warehouse : operator',
  hold: 'at_warehouse > held : customer,operator,timer',
  clear_hold: 'held > at_warehouse : customer,operator,timer',
  pause: 'at_warehouse > paused : customer',
  release: 'paused > at_warehouse : customer,operator,timer',
  delay: 'at_warehouse|paused > delayed : operator',
  unblock: 'delayed > at_warehouse : customer,operator,timer',
  restrict: 'at_warehouse|held|paused|delayed|unregistered > restricted : operator',
  clear_restriction: 'restricted > at_warehouse : operator',
  consolidate: 'at_warehouse > consolidated : customer',
  cancel_consolidation: 'consolidated > at_warehouse : customer,operator',
  dispatch: 'at_warehouse|consolidated > dispatched : operator,timer',
  depart: 'dispatched > in_transit : operator',
  clear_customs_start: 'in_transit > customs : operator',
  arrive: 'customs > arrived : operator',
  hand_to_np: 'arrived > handed_to_np : operator',
  deliver: 'handed_to_np > received : operator',
  dispose: 'unregistered|restricted > disposed : timer',
};

function parse(line: string) {
  const [moves = '', actors = ''] = line.split(' : ');
  const [from = '', to = ''] = moves.split(' > ');
  return {
    from: from.trim() === '' ? [] : (from.trim().split('|') as ShipmentState[]),
    to: to.trim() as ShipmentState,
    actors: actors.split(',') as LifecycleActor[],
  };
}

// Facts that satisfy every fact rule, so only state and actor decide in the cross product.
const PASSING_FACTS = { pausedOnce: false, waybillNumber: '20450012345678', departureBlockers: [] };

describe('the transition table (issue 5 lifecycle)', () => {
  it('has exactly one row per event, matching the design', () => {
    expect(SHIPMENT_TRANSITIONS.map((row) => row.event)).toEqual([...SHIPMENT_EVENTS]);
    for (const event of SHIPMENT_EVENTS) {
      const row = transitionOf(event);
      const expected = parse(EXPECTED[event]);
      expect({ from: [...row.from], to: row.to, actors: [...row.actors] }, event).toEqual(expected);
    }
  });

  it('received and disposed are final: no event leaves them', () => {
    for (const state of ['received', 'disposed'] as const) {
      for (const actor of LIFECYCLE_ACTORS) expect(allowedEvents(state, actor)).toEqual([]);
    }
  });

  // Every event x every state (and "no parcel yet") x every actor.
  for (const event of SHIPMENT_EVENTS) {
    const expected = parse(EXPECTED[event]);
    it(`${event}: allowed exactly from ${expected.from.join(', ') || 'no parcel'} for ${expected.actors.join(', ')}`, () => {
      for (const state of [null, ...SHIPMENT_STATES]) {
        const fromOk = state === null ? expected.from.length === 0 : expected.from.includes(state);
        for (const actor of LIFECYCLE_ACTORS) {
          const result = planTransition({ state, event, actor, facts: PASSING_FACTS });
          const want = !fromOk
            ? { ok: false, reason: 'not_allowed_from_state' }
            : expected.actors.includes(actor)
              ? { ok: true, to: expected.to }
              : { ok: false, reason: 'actor_not_allowed' };
          expect(result, `${event} from ${String(state)} by ${actor}`).toEqual(want);
        }
      }
    });
  }
});

describe('refusals that need facts', () => {
  it('SPEC §4 paused "can be released once and cannot be paused again": pause_used', () => {
    const pause = { state: 'at_warehouse', event: 'pause', actor: 'customer' } as const;
    expect(planTransition({ ...pause, facts: { pausedOnce: true } })).toEqual({
      ok: false,
      reason: 'pause_used',
    });
    expect(planTransition({ ...pause, facts: { pausedOnce: false } })).toEqual({ ok: true, to: 'paused' });
    expect(planTransition(pause)).toEqual({ ok: true, to: 'paused' });
  });

  it('hand_to_np needs a Nova Poshta waybill number: waybill_required', () => {
    const hand = { state: 'arrived', event: 'hand_to_np', actor: 'operator' } as const;
    for (const waybillNumber of [undefined, null, '', '12345', '10450012345678']) {
      expect(planTransition({ ...hand, facts: { waybillNumber } }), String(waybillNumber)).toEqual({
        ok: false,
        reason: 'waybill_required',
      });
    }
    expect(planTransition({ ...hand, facts: { waybillNumber: '59000000000001' } })).toEqual({
      ok: true,
      to: 'handed_to_np',
    });
  });

  it('SPEC §9 "China parcels not accepted 2 to 17 February": country_not_accepting on receipt', () => {
    const feb10 = new Date('2027-02-10T12:00:00Z');
    const refused = { ok: false, reason: 'country_not_accepting' };
    expect(
      planTransition({
        state: 'declared',
        event: 'receive',
        actor: 'operator',
        facts: { countryCode: 'CN', at: feb10 },
      }),
    ).toEqual(refused);
    expect(
      planTransition({
        state: null,
        event: 'receive_unregistered',
        actor: 'operator',
        facts: { countryCode: 'CN', at: feb10 },
      }),
    ).toEqual(refused);
    expect(
      planTransition({
        state: 'declared',
        event: 'receive',
        actor: 'operator',
        facts: { countryCode: 'US', at: feb10 },
      }),
    ).toEqual({ ok: true, to: 'at_warehouse' });
    // Parcels already at the warehouse keep moving: the closure is about accepting new ones.
    expect(
      planTransition({
        state: 'at_warehouse',
        event: 'dispatch',
        actor: 'operator',
        facts: { countryCode: 'CN', at: feb10 },
      }),
    ).toEqual({ ok: true, to: 'dispatched' });
  });

  it('the state is checked before the actor, and the actor before the facts', () => {
    expect(
      planTransition({ state: 'declared', event: 'pause', actor: 'operator', facts: { pausedOnce: true } }),
    ).toEqual({ ok: false, reason: 'not_allowed_from_state' });
    expect(
      planTransition({
        state: 'at_warehouse',
        event: 'pause',
        actor: 'operator',
        facts: { pausedOnce: true },
      }),
    ).toEqual({ ok: false, reason: 'actor_not_allowed' });
  });
});

describe('allowedEvents: the buttons each side sees', () => {
  it('the customer at the warehouse may pause (once) and consolidate', () => {
    expect(allowedEvents('at_warehouse', 'customer')).toEqual(['pause', 'consolidate']);
    expect(allowedEvents('at_warehouse', 'customer', { pausedOnce: true })).toEqual(['consolidate']);
    expect(allowedEvents('paused', 'customer')).toEqual(['release']);
    expect(allowedEvents('delayed', 'customer')).toEqual(['unblock']);
    expect(allowedEvents('unregistered', 'customer')).toEqual(['register']);
  });

  it('the operator sees the warehouse moves, and hand_to_np before the waybill is typed', () => {
    expect(allowedEvents('declared', 'operator')).toEqual(['receive']);
    expect(allowedEvents('at_warehouse', 'operator')).toEqual(['delay', 'restrict', 'dispatch']);
    expect(allowedEvents('unregistered', 'operator')).toEqual(['declare_manually', 'restrict']);
    expect(allowedEvents('arrived', 'operator')).toEqual(['hand_to_np']);
    expect(allowedEvents('handed_to_np', 'operator')).toEqual(['deliver']);
  });

  it('no receipt of a CN parcel is offered during the February closure', () => {
    const facts = { countryCode: 'CN', at: new Date('2027-02-05T10:00:00Z') };
    expect(allowedEvents('declared', 'operator', facts)).toEqual([]);
  });

  it('receive_unregistered is never listed: it creates a parcel rather than moving one', () => {
    for (const state of SHIPMENT_STATES) {
      for (const actor of LIFECYCLE_ACTORS)
        expect(allowedEvents(state, actor)).not.toContain('receive_unregistered');
    }
  });
});
