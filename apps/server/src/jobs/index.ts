// The scheduled jobs of this app. Each instance runs a JobRunner; the database decides which one
// runs a due job. Later features register theirs here (storage timers, auto-dispatch, rates).
import type { Config } from '../config/index.js';
import type { Database } from '../db/database.js';
import { paymentProviders } from '../features/payments/index.js';
import {
  RECONCILIATION_HOUR_UTC,
  RECONCILIATION_JOB,
  runReconciliation,
} from '../features/reconciliation/index.js';
import {
  BUYOUT_OVERDUE_EVERY_MINUTES,
  BUYOUT_OVERDUE_JOB,
  runBuyoutOverdue,
} from '../features/buyout/index.js';
import {
  runShipmentTimers,
  SHIPMENT_TIMERS_EVERY_MINUTES,
  SHIPMENT_TIMERS_JOB,
} from '../features/lifecycle/index.js';
import {
  PARCEL_REMINDERS_EVERY_MINUTES,
  PARCEL_REMINDERS_JOB,
  runParcelReminders,
} from '../features/reminders/index.js';
import type { RealtimeHub } from '../realtime/index.js';
import { NovaPoshtaClient } from '../providers/novaposhta/client.js';
import { syncNovaPoshtaDirectory } from '../providers/novaposhta/sync.js';
import { JobRunner } from './runner.js';
import { daily, everyMinutes } from './schedule.js';

export { JobRunner, type JobDefinition } from './runner.js';
export { daily, everyMinutes, nextRunAfter, type JobSchedule } from './schedule.js';

export const NOVAPOSHTA_SYNC_JOB = 'novaposhta-sync';
export { RECONCILIATION_JOB };
export { SHIPMENT_TIMERS_JOB, BUYOUT_OVERDUE_JOB, PARCEL_REMINDERS_JOB };

interface Log {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** What jobs that notify customers need from the running app (its hub and outbox worker). */
export interface JobServices {
  realtime: RealtimeHub;
  /** Kicked after a job's commit so its messages leave at once (decision 015). */
  notifications?: { kick(): unknown };
  /** Injected clock for tests; the runner and the jobs read the same one. */
  now?: () => Date;
}

/**
 * The app's jobs for this configuration: the Nova Poshta sync only when an API key is set; the
 * parcels' storage timers and the buy-outs' 72 hours whenever the app's services are given (main.ts
 * always gives them).
 */
export function createJobRunner(config: Config, db: Database, log: Log, services?: JobServices): JobRunner {
  const runner = new JobRunner({
    db,
    ...(services?.now ? { now: services.now } : {}),
    onError: (job, err) => log.error({ err, job }, 'scheduled job failed'),
  });
  if (services) {
    const deps = {
      db,
      hub: services.realtime,
      ...(services.notifications ? { notifications: services.notifications } : {}),
      now: services.now ?? (() => new Date()),
      log,
      publicUrl: config.publicUrl,
    };
    runner.register({
      name: SHIPMENT_TIMERS_JOB,
      schedule: everyMinutes(SHIPMENT_TIMERS_EVERY_MINUTES),
      lockMs: 15 * 60_000,
      // Parcels that fell due while no instance ran are handled at the first tick, not 5 minutes later.
      runWhenNew: true,
      run: async () => {
        await runShipmentTimers(deps);
      },
    });
    // Decision 014: the previous Kyiv day's payments and refunds against what the providers say.
    runner.register({
      name: RECONCILIATION_JOB,
      schedule: daily(RECONCILIATION_HOUR_UTC),
      lockMs: 2 * 60 * 60_000,
      run: async () => {
        await runReconciliation({ db, providers: paymentProviders(config, db), now: deps.now, log });
      },
    });
    runner.register({
      name: BUYOUT_OVERDUE_JOB,
      schedule: everyMinutes(BUYOUT_OVERDUE_EVERY_MINUTES),
      lockMs: 15 * 60_000,
      // Orders that went past their 72 hours while no instance ran are told at the first tick.
      runWhenNew: true,
      run: async () => {
        await runBuyoutOverdue({ db, now: deps.now, log });
      },
    });
    // Issue 16: storage deadlines 3 days and 1 day ahead, held parcels every 3 days (once per key).
    runner.register({
      name: PARCEL_REMINDERS_JOB,
      schedule: everyMinutes(PARCEL_REMINDERS_EVERY_MINUTES),
      lockMs: 15 * 60_000,
      run: async () => {
        await runParcelReminders(deps);
      },
    });
  }
  const { apiKey, apiUrl, syncHour } = config.novaposhta;
  if (apiKey) {
    runner.register({
      name: NOVAPOSHTA_SYNC_JOB,
      schedule: daily(syncHour),
      lockMs: 2 * 60 * 60_000,
      // A new installation syncs right away instead of waiting for tomorrow's hour.
      runWhenNew: true,
      run: async () => {
        const result = await syncNovaPoshtaDirectory(db, new NovaPoshtaClient({ apiKey, apiUrl }));
        log.info({ job: NOVAPOSHTA_SYNC_JOB, ...result }, 'Nova Poshta directory synced');
      },
    });
  }
  return runner;
}
