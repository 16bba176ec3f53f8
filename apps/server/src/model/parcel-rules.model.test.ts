// Model-based test of issue 13 ("one set of parcel rules, one place, every path"): random sequences
// of customer actions (declare, complete, edit, papers, track number, pause, release, send now,
// consolidation, phone, address book), operator actions (receive with weight and size, the
// undeclared parcel, restrict, delay, manual declaration, dispatch, the road to Nova Poshta) and
// clock moves (hours to 40 days, then the storage-timer job) against the real app, with the
// invariants of checks.ts after every step. ONE app and database for the file, a new customer per
// sequence. MODEL_RUNS (default 200) and MODEL_SEED override the number of sequences and the seed;
// on failure fast-check prints the seed, the path and the shrunk sequence of commands.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { newModel } from './checks.js';
import {
  CancelConsolidation,
  Consolidate,
  OpenAccount,
  VerifyPhone,
  account,
  firstDeclarations,
} from './customer-commands.js';
import { Declare } from './declare-commands.js';
import { anything, journeys } from './mixes.js';
import { Receive } from './operator-commands.js';
import type { Step } from './step.js';
import { createShared, World, type Shared } from './world.js';

const RUNS = Number(process.env.MODEL_RUNS ?? 200);
const SEED = Number(process.env.MODEL_SEED ?? 20260413);

let t: TestApp;
let shared: Shared;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'posylka-model-'));
  t = await createTestApp({ env: { STORAGE_DIR: dir } });
  shared = await createShared(t);
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

// The account, one or two declarations, then up to 24 generated steps of which about 10 apply (a
// step about a parcel the sequence does not have is skipped): 13 steps per sequence on average.
const steps = { maxCommands: 24, size: 'max' } as const;
const sequences = fc.tuple(
  account,
  firstDeclarations,
  fc.oneof(
    { weight: 2, arbitrary: fc.commands([anything], steps) },
    { weight: 1, arbitrary: fc.commands([journeys], steps) },
  ),
);

/** One sequence written out by hand, with the same invariants after every step. */
async function runSequence(sequence: readonly Step[]): Promise<void> {
  const world = await World.open(shared);
  const model = newModel({
    department: await world.addAddress('department'),
    box: await world.addAddress('box'),
  });
  try {
    for (const step of sequence) await step.run(model, world);
  } finally {
    await world.close();
  }
}

describe('issue 13: the parcel rules hold on every path (model-based)', () => {
  it(
    `${RUNS} random sequences of customer, operator and clock steps keep the invariants`,
    async () => {
      const started = performance.now();
      const lengths: number[] = [];
      console.info(`parcel-rules model: ${RUNS} sequences, seed ${SEED} (MODEL_RUNS, MODEL_SEED)`);
      await fc.assert(
        fc.asyncProperty(sequences, async ([opened, [first, second], commands]) => {
          const world = await World.open(shared);
          const model = newModel({
            department: await world.addAddress('department'),
            box: await world.addAddress('box'),
          });
          try {
            await opened.run(model, world);
            await first.run(model, world);
            if (second) await second.run(model, world);
            await fc.asyncModelRun(() => ({ model, real: world }), commands);
          } finally {
            lengths.push(world.steps);
            if (process.env.MODEL_TRACE) console.info(world.story());
            await world.close();
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const steps = lengths.reduce((a, b) => a + b, 0);
      console.info(
        `parcel-rules model: ${lengths.length} sequences, ${steps} steps (${(steps / lengths.length).toFixed(1)} per sequence), ${seconds} s`,
      );
      const notes = [...shared.notes].sort((a, b) => b[1] - a[1]);
      for (const [note, n] of notes) console.info(`  ${String(n).padStart(5)}  ${note}`);
      if (process.env.MODEL_OUTCOMES) {
        for (const [note, story] of shared.examples) console.info(`first sequence of "${note}":\n${story}`);
        const outcomes = [...shared.outcomes].sort((a, b) => a[0].localeCompare(b[0]));
        for (const [key, n] of outcomes) {
          const ms = Math.round(shared.millis.get(key) ?? 0);
          console.info(`  ${String(n).padStart(5)}  ${key}  (${ms} ms, ${Math.round(ms / n)} ms each)`);
          for (const body of shared.refusals.get(key) ?? []) console.info(`           ${body.slice(0, 400)}`);
        }
      }
    },
    Math.max(600_000, RUNS * 6_000),
  );

  // Found by this model: the parcel that a cancelled consolidation of two brings back to the shelf
  // was not held although its phone was no longer verified (only the one whose cancel was asked
  // for was). Kept as a named case; the random sequences check the same invariant.
  it('a parcel that a cancelled consolidation brings back to the shelf with a rule broken is held', () => {
    const parcel = { country: 'DE', value: 'under', address: 'department', phone: 'mine' } as const;
    return runSequence([
      new OpenAccount(true),
      new Declare(parcel, true, true, false, 'papers+complete'),
      new Declare({ ...parcel, country: 'same' }, true, true, false, 'papers+complete'),
      new Receive(0, 'light'),
      new Receive(0, 'light'),
      new Consolidate(),
      new VerifyPhone('P2'),
      new CancelConsolidation(0),
    ]);
  });
});
