import { describe, expect, it } from 'vitest';
import { timelineStepOf } from './customer.js';
import {
  canAddDocuments,
  canCompleteRegistration,
  canEditDeclaration,
  canSetOneTimePassword,
} from './page-rules.js';
import { planTransition } from './plan.js';
import { SHIPMENT_STATES } from './states.js';

describe('the parcel page actions (SPEC §2 "Actions: back, edit, delete, add or edit the password code")', () => {
  it('edit: while the parcel is declared, held unregistered (SPEC §4 "the user continues registration"), or held until its reasons are put right (issue 13)', () => {
    expect(SHIPMENT_STATES.filter(canEditDeclaration)).toEqual(['declared', 'unregistered', 'held']);
  });

  it('edit is closed once the warehouse has the declaration: at the warehouse and every later state', () => {
    for (const state of ['at_warehouse', 'paused', 'dispatched', 'received', 'disposed'] as const) {
      expect(canEditDeclaration(state), state).toBe(false);
    }
  });

  it('add or edit the password code: only before the parcel reaches the warehouse', () => {
    expect(SHIPMENT_STATES.filter(canSetOneTimePassword)).toEqual(['declared']);
  });

  it('"continue registration" is offered exactly where the customer may register the parcel', () => {
    for (const state of SHIPMENT_STATES) {
      const allowed = planTransition({ state, event: 'register', actor: 'customer' }).ok;
      expect(canCompleteRegistration(state), state).toBe(allowed);
      // Registering means finishing the declaration: the edit route must be open there too.
      if (allowed) expect(canEditDeclaration(state), state).toBe(true);
    }
  });
});

describe('documents on the parcel page (SPEC §2 "export documents, documents")', () => {
  it('SPEC §9 "Export documents above 1000 EUR may be added later but before status received at warehouse, otherwise the shipment is held": open before and while the parcel is held', () => {
    expect(SHIPMENT_STATES.filter(canAddDocuments)).toEqual([
      'declared',
      'unregistered',
      'at_warehouse',
      'held',
      'paused',
      'delayed',
      'restricted',
      'consolidated',
    ]);
  });

  it('closed once the parcel has left the warehouse, and for a disposed one', () => {
    for (const state of SHIPMENT_STATES) {
      const leftOrGone = timelineStepOf(state) !== 'declared' && timelineStepOf(state) !== 'at_warehouse';
      if (leftOrGone || state === 'disposed') expect(canAddDocuments(state), state).toBe(false);
      else expect(canAddDocuments(state), state).toBe(true);
    }
  });
});
