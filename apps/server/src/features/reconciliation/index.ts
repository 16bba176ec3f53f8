// The daily reconciliation of the money ledger with the payment providers (decision 014): the job
// (registered in jobs/index.ts) and what the console reads of its runs.
export {
  runReconciliation,
  RECONCILIATION_HOUR_UTC,
  RECONCILIATION_JOB,
  type ReconciliationDeps,
} from './run.js';
export { latestRun, mismatchesOf, runOfDay } from './repository.js';
