// The scheduled jobs of this app. Each instance runs a JobRunner; the database decides which one
// runs a due job. Later features register theirs here (storage timers, auto-dispatch, rates).
import type { Config } from '../config/index.js';
import type { Database } from '../db/database.js';
import { NovaPoshtaClient } from '../providers/novaposhta/client.js';
import { syncNovaPoshtaDirectory } from '../providers/novaposhta/sync.js';
import { JobRunner } from './runner.js';
import { daily } from './schedule.js';

export { JobRunner, type JobDefinition } from './runner.js';
export { daily, everyMinutes, nextRunAfter, type JobSchedule } from './schedule.js';

export const NOVAPOSHTA_SYNC_JOB = 'novaposhta-sync';

interface Log {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** The app's jobs for this configuration: the Nova Poshta sync only when an API key is set. */
export function createJobRunner(config: Config, db: Database, log: Log): JobRunner {
  const runner = new JobRunner({
    db,
    onError: (job, err) => log.error({ err, job }, 'scheduled job failed'),
  });
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
