import { describe, expect, it } from 'vitest';
import {
  canContinueDelivery,
  canPause,
  canRelease,
  isShipmentBlocked,
  SHIPMENT_TIMELINE,
  timelineStepOf,
} from './customer.js';
import { planTransition } from './plan.js';
import { SHIPMENT_STATES } from './states.js';

describe('the status timeline of the parcel page', () => {
  it('runs declared, at the warehouse, dispatched, in transit, customs, arrived, with Nova Poshta, received', () => {
    expect(SHIPMENT_TIMELINE).toEqual([
      'declared',
      'at_warehouse',
      'dispatched',
      'in_transit',
      'customs',
      'arrived',
      'handed_to_np',
      'received',
    ]);
  });

  it('side states are a badge on the warehouse step', () => {
    for (const state of [
      'paused',
      'delayed',
      'restricted',
      'consolidated',
      'unregistered',
      'disposed',
    ] as const) {
      expect(timelineStepOf(state)).toBe('at_warehouse');
    }
    expect(timelineStepOf('customs')).toBe('customs');
  });
});

describe('customer buttons agree with the state machine', () => {
  it('SPEC §4 paused "can be released once and cannot be paused again"', () => {
    expect(canPause('at_warehouse', false)).toBe(true);
    expect(canPause('at_warehouse', true)).toBe(false);
    expect(canRelease('paused')).toBe(true);
    expect(canContinueDelivery('delayed')).toBe(true);
  });

  it('for every state, the buttons show exactly when the customer move is allowed', () => {
    for (const state of SHIPMENT_STATES) {
      for (const pausedOnce of [false, true]) {
        const ok = (event: 'pause' | 'release' | 'unblock') =>
          planTransition({ state, event, actor: 'customer', facts: { pausedOnce } }).ok;
        expect(canPause(state, pausedOnce), `${state} pause`).toBe(ok('pause'));
        expect(canRelease(state), `${state} release`).toBe(ok('release'));
        expect(canContinueDelivery(state), `${state} continue`).toBe(ok('unblock'));
      }
    }
  });

  it('isBlocked (SPEC §3) is kept for paused and delayed parcels only', () => {
    expect(SHIPMENT_STATES.filter(isShipmentBlocked)).toEqual(['paused', 'delayed']);
  });
});
