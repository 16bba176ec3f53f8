// Model-based test of issue 14 ("money you can trust"): random sequences of checkout, pay and
// decline, replayed and tampered callbacks, edits, cancels, operator purchases (cheaper, dearer within
// and over the limits, unavailable, fewer), surcharges paid or refused, partial refunds with double
// clicks and clock moves past 72 hours and 14 days, against the real app; after every step the
// invariants of checks.ts (the ledger equals the provider, never negative, every callback applied at
// most once, customer = console = ledger, no 5xx). One app for the file, a new customer per sequence.
// MODEL_RUNS (default 200) and MODEL_SEED override; fast-check prints the seed and the shrunk sequence.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { SANDBOX_ENV } from '../../features/admin/buyout/test-helpers.js';
import type { Who } from '../../features/admin/test-helpers.js';
import type * as SandboxModule from '../../features/payments/sandbox-provider.js';
import { Checkout, ProviderDecides, StartPayment, anyStep } from './commands.js';
import { BuyoutWorld, openOperator, type ProviderRefund } from './world.js';

// The provider's side of refunds: the sandbox provider moves no money, so the test's wrapper keeps
// every refund it is asked for, to compare with the ledger.
const provider = vi.hoisted(() => ({ refunds: [] as { ref: string; amount: string }[] }));
vi.mock('../../features/payments/sandbox-provider.js', async (importOriginal) => {
  const real = await importOriginal<typeof SandboxModule>();
  return {
    ...real,
    createSandboxProvider: (...args: Parameters<typeof real.createSandboxProvider>) => {
      const sandbox = real.createSandboxProvider(...args);
      return {
        ...sandbox,
        refund: async (request: Parameters<typeof sandbox.refund>[0]) => {
          await sandbox.refund(request);
          provider.refunds.push({ ref: request.providerPaymentId, amount: request.amount });
        },
      };
    },
  };
});

const RUNS = Number(process.env.MODEL_RUNS ?? 200);
const SEED = Number(process.env.MODEL_SEED ?? 20261126);

let t: TestApp;
let operator: Who;
let sequence = 0;
const outcomes = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  operator = await openOperator(t);
});
afterAll(() => t?.close());

describe('issue 14: money you can trust (model-based)', () => {
  it(
    `${RUNS} random sequences of customer, provider, operator and clock steps keep the ledger true`,
    async () => {
      const started = performance.now();
      let steps = 0;
      console.info(`buyout-money model: ${RUNS} sequences, seed ${SEED} (MODEL_RUNS, MODEL_SEED)`);
      await fc.assert(
        fc.asyncProperty(fc.commands([anyStep], { maxCommands: 14, size: 'max' }), async (commands) => {
          sequence += 1;
          const world = await BuyoutWorld.open(t, operator, provider.refunds as ProviderRefund[], sequence);
          // Every sequence starts paid for, as most orders do; the steps then go anywhere.
          await new Checkout().run({}, world);
          await new StartPayment().run({}, world);
          await new ProviderDecides(true, true).run({}, world);
          try {
            await fc.asyncModelRun(() => ({ model: {}, real: world }), commands);
          } finally {
            steps += world.done.length;
            for (const step of world.done) {
              const outcome = step.replace(/[0-9a-f]{8}\b|\d+\.\d\d|by \d+/g, '#').replace(/\{.*\}/, '{…}');
              outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
            }
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(`buyout-money model: ${RUNS} sequences, ${steps} steps, ${seconds} s`);
      // What the steps did (status codes by kind of step): a model whose steps all bounce proves little.
      if (process.env.MODEL_OUTCOMES)
        for (const [outcome, n] of [...outcomes].sort((a, b) => b[1] - a[1]))
          console.info(`  ${String(n).padStart(5)}  ${outcome}`);
    },
    Math.max(600_000, RUNS * 6_000),
  );
});
