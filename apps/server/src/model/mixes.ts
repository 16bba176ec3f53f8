// How often each command is drawn. Two mixes: `anything` exercises every path and its refusals
// (edits, removals, moves pressed in the wrong state); `journeys` is the mix of customers who mostly
// get it right, so that parcels wait at the warehouse together, are consolidated, sent now, left for
// the 14 days and travel the whole road. A third of the sequences use the second.
import fc from 'fast-check';
import { customerSteps } from './customer-commands.js';
import { operatorSteps } from './operator-commands.js';
import type { Step } from './step.js';

type Name = keyof typeof customerSteps | keyof typeof operatorSteps;
const ALL = { ...customerSteps, ...operatorSteps };

function mix(weights: Partial<Record<Name, number>>): fc.Arbitrary<Step> {
  const entries = Object.entries(weights) as [Name, number][];
  return fc.oneof(...entries.map(([name, weight]) => ({ weight, arbitrary: ALL[name] })));
}

export const anything = mix({
  declare: 3,
  complete: 2,
  putRight: 2,
  edit: 2,
  uploadInvoice: 1,
  removeInvoice: 1,
  uploadExportDocuments: 1,
  setPassport: 1,
  setTrackNumber: 1,
  move: 3,
  consolidate: 2,
  cancelConsolidation: 1,
  verifyPhone: 1,
  deactivateAddress: 1,
  receive: 5,
  receiveUndeclared: 1,
  event: 2,
  next: 6,
  dispatch: 3,
  passTime: 5,
});

export const journeys = mix({
  declare: 2,
  putRight: 3,
  edit: 1,
  removeInvoice: 1,
  move: 3,
  consolidate: 3,
  cancelConsolidation: 1,
  verifyPhone: 1,
  deactivateAddress: 1,
  receive: 5,
  next: 5,
  dispatch: 2,
  passTime: 4,
});
