// A small database-backed scheduler: every app instance ticks, and a due job is claimed with one
// atomic UPDATE ... WHERE due AND not locked RETURNING, so with several instances exactly one runs it.
// A claim expires (locked_until), so a job whose instance died is picked up again later.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { scheduledJobs } from '../db/schema/jobs.js';
import { nextRunAfter, type JobSchedule } from './schedule.js';

export interface JobDefinition {
  name: string;
  schedule: JobSchedule;
  run: () => Promise<void>;
  /** How long a claim holds; longer than the job ever takes. */
  lockMs?: number;
  /** A job never run before is due at once (e.g. the first directory sync), not at its next time. */
  runWhenNew?: boolean;
}

export interface JobRunnerOptions {
  db: Database;
  /** Injected clock: tests move time instead of waiting. */
  now?: () => Date;
  instanceId?: string;
  onError?: (job: string, error: unknown) => void;
}

const DEFAULT_LOCK_MS = 30 * 60_000;

export class JobRunner {
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly now: () => Date;
  readonly instanceId: string;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<string[]> | undefined;

  constructor(private readonly options: JobRunnerOptions) {
    this.now = options.now ?? (() => new Date());
    this.instanceId = options.instanceId ?? randomUUID();
  }

  get jobNames(): string[] {
    return [...this.jobs.keys()];
  }

  register(job: JobDefinition): this {
    this.jobs.set(job.name, job);
    return this;
  }

  /** Creates the rows of registered jobs that have none yet, due at their next scheduled time. */
  async ensureRows(): Promise<void> {
    for (const job of this.jobs.values()) {
      await this.options.db
        .insert(scheduledJobs)
        .values({
          name: job.name,
          nextRunAt: job.runWhenNew ? this.now() : nextRunAfter(job.schedule, this.now()),
        })
        .onConflictDoNothing();
    }
  }

  /** Runs every due job this instance manages to claim; returns the names it ran. */
  async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      if (await this.claim(job)) {
        await this.execute(job);
        ran.push(job.name);
      }
    }
    return ran;
  }

  private async claim(job: JobDefinition): Promise<boolean> {
    const now = this.now();
    const claimed = await this.options.db
      .update(scheduledJobs)
      .set({
        lockedUntil: new Date(now.getTime() + (job.lockMs ?? DEFAULT_LOCK_MS)),
        lockedBy: this.instanceId,
        lastStartedAt: now,
        attempts: sql`${scheduledJobs.attempts} + 1`,
      })
      .where(
        and(
          eq(scheduledJobs.name, job.name),
          lte(scheduledJobs.nextRunAt, now),
          or(isNull(scheduledJobs.lockedUntil), lt(scheduledJobs.lockedUntil, now)),
        ),
      )
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0;
  }

  private async execute(job: JobDefinition): Promise<void> {
    let error: string | null = null;
    try {
      await job.run();
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
      this.options.onError?.(job.name, thrown);
    }
    const finished = this.now();
    // A failure is retried at the next scheduled time, not at once: a broken upstream is not hammered.
    await this.options.db
      .update(scheduledJobs)
      .set({
        nextRunAt: nextRunAfter(job.schedule, finished),
        lockedUntil: null,
        lockedBy: null,
        lastFinishedAt: finished,
        lastError: error,
        ...(error === null ? { attempts: 0 } : {}),
      })
      .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lockedBy, this.instanceId)));
  }

  /** Ticks every `intervalMs` until `stop`; ticks never overlap within an instance. */
  async start(intervalMs: number): Promise<void> {
    await this.ensureRows();
    const loop = () => {
      this.ticking ??= this.tick()
        .catch((error: unknown) => {
          this.options.onError?.('(tick)', error);
          return [];
        })
        .finally(() => {
          this.ticking = undefined;
        });
    };
    this.timer = setInterval(loop, intervalMs);
    this.timer.unref();
    loop();
  }

  /** Stops ticking and waits for a running job to finish. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.ticking;
  }
}
