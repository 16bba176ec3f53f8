// The notification worker (decision 015): claims due deliveries with FOR UPDATE SKIP LOCKED, so
// several app nodes never take the same row, sends each through its channel and records the result.
// The claim counts the attempt before the send: a message that crashes its node still ends as a dead
// letter instead of taking nodes down forever. A claim that outlives a crashed node expires and the
// row is taken over, so every message is delivered at least once; the delivery id travels as the
// idempotency key (the sandbox outbox keeps one row per key, e-mail gets a stable Message-ID).
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterFailure } from '@posylka/domain';
import type { Database } from '../db/database.js';
import { notificationDeliveries, notifications, type NotificationDeliveryRow } from '../db/schema/index.js';
import { DeliveryError } from '../providers/delivery-error.js';
import type { NotificationChannels } from './channels.js';
import { renderFor } from './render.js';

export interface WorkerLog {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface NotificationWorkerOptions {
  db: Database;
  channels: NotificationChannels;
  publicUrl: string;
  log: WorkerLog;
  /**
   * A moved clock (tests). Without it the worker reads the database's clock: rows are written with
   * the database's now() (microseconds), so a kick right after a commit finds them due even when the
   * app node's clock is a millisecond (or, on another machine, seconds) behind.
   */
  now?: () => Date;
  /** This node's name in the claims (a random one by default). */
  nodeId?: string;
  /** How long a claim holds before another node may take the row over. */
  lockMs?: number;
  /** Rows claimed per round. */
  batch?: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
  dead: number;
}

const LOCK_MS = 2 * 60_000;
const PARALLEL_SENDS = 8;

export class NotificationWorker {
  readonly nodeId: string;
  private readonly now: (() => Date) | undefined;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;
  private again = false;

  constructor(private readonly options: NotificationWorkerOptions) {
    this.nodeId = options.nodeId ?? `node-${randomUUID().slice(0, 8)}`;
    this.now = options.now;
  }

  /** The worker's clock plus `ms`, as SQL: the moved clock when there is one, else the database's. */
  private clock(ms = 0): SQL {
    if (this.now) return sql`${new Date(this.now().getTime() + ms).toISOString()}::timestamptz`;
    return ms === 0 ? sql`now()` : sql`now() + ${ms} * interval '1 millisecond'`;
  }

  /** The adapters this worker sends through (tests build a second worker on the same ones). */
  channelsForTests(): NotificationChannels {
    return this.options.channels;
  }

  /** Claims up to one batch of due rows for this node. */
  async claim(): Promise<NotificationDeliveryRow[]> {
    const now = this.clock();
    const d = notificationDeliveries;
    const due = this.options.db
      .select({ id: d.id })
      .from(d)
      .where(
        and(
          eq(d.status, 'pending'),
          sql`${d.nextAttemptAt} <= ${now}`,
          sql`(${d.lockedUntil} is null or ${d.lockedUntil} < ${now})`,
        ),
      )
      .orderBy(d.nextAttemptAt)
      .limit(this.options.batch ?? 20)
      .for('update', { skipLocked: true });
    return this.options.db
      .update(d)
      .set({
        lockedUntil: this.clock(this.options.lockMs ?? LOCK_MS),
        lockedBy: this.nodeId,
        attempts: sql`${d.attempts} + 1`,
      })
      .where(sql`${d.id} in (${due})`)
      .returning();
  }

  /** Delivers one claimed row and records what happened. */
  async deliver(row: NotificationDeliveryRow): Promise<'sent' | 'retry' | 'dead'> {
    const { db, channels, publicUrl, log } = this.options;
    const d = notificationDeliveries;
    const mine = and(eq(d.id, row.id), eq(d.lockedBy, this.nodeId));
    try {
      const [n] = await db.select().from(notifications).where(eq(notifications.id, row.notificationId));
      if (!n) throw new DeliveryError('notification missing', true);
      const rendered = renderFor(n, publicUrl);
      // The dev outbox and tests find a message by its event, its order and its link.
      const meta = {
        ...n.params,
        kind: n.event,
        notificationId: n.id,
        deliveryId: row.id,
        link: rendered.link,
      };
      if (row.channel === 'email') {
        const mail = rendered.email(row.id);
        await channels.email.send({ to: row.recipient, ...mail, idempotencyKey: row.id, meta });
      } else if (row.channel === 'telegram') {
        await channels.telegram.send({
          chatId: row.recipient,
          ...rendered.telegram(),
          idempotencyKey: row.id,
          meta,
        });
      } else if (row.channel === 'sms') {
        await channels.sms.send({ to: row.recipient, text: rendered.sms(), idempotencyKey: row.id, meta });
      } else throw new DeliveryError(`unknown channel ${row.channel}`, true);
      await db
        .update(d)
        .set({ status: 'sent', sentAt: this.clock(), lockedUntil: null, lastError: null })
        .where(mine);
      return 'sent';
    } catch (err) {
      const failure =
        err instanceof DeliveryError
          ? {
              permanent: err.permanent,
              ...(err.retryAfterMs !== undefined ? { retryAfterMs: err.retryAfterMs } : {}),
            }
          : { permanent: false };
      const next = afterFailure(row.attempts, failure);
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(d)
        .set(
          next.dead
            ? { status: 'dead', lockedUntil: null, lastError: message }
            : {
                nextAttemptAt: this.clock(next.delayMs),
                lockedUntil: null,
                lastError: message,
              },
        )
        .where(mine);
      log[next.dead ? 'error' : 'warn'](
        { err, deliveryId: row.id, channel: row.channel, attempts: row.attempts },
        next.dead ? 'notification dead-lettered' : 'notification delivery failed, will retry',
      );
      return next.dead ? 'dead' : 'retry';
    }
  }

  /**
   * Claims and delivers until nothing is due (or `maxRounds`). A round already running (a kick after
   * a commit) is awaited first, so after drain() everything due has been tried.
   */
  async drain(maxRounds = 50): Promise<DrainResult> {
    await this.running;
    return this.rounds(maxRounds);
  }

  private async rounds(maxRounds: number): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, failed: 0, dead: 0 };
    for (let round = 0; round < maxRounds && !this.stopped; round++) {
      const rows = await this.claim();
      if (rows.length === 0) break;
      // A few sends at a time: the providers answer in tens of milliseconds, the database is not the
      // bottleneck, and one slow mailbox does not hold up the batch.
      for (let i = 0; i < rows.length; i += PARALLEL_SENDS) {
        const outcomes = await Promise.all(rows.slice(i, i + PARALLEL_SENDS).map((row) => this.deliver(row)));
        for (const outcome of outcomes) {
          if (outcome === 'sent') result.sent++;
          else if (outcome === 'dead') result.dead++;
          else result.failed++;
        }
      }
    }
    return result;
  }

  /** Polls every `intervalMs` (one round at a time); `kick()` runs a round at once after a commit. */
  start(intervalMs: number): void {
    this.stopped = false;
    const tick = () => {
      this.timer = setTimeout(() => {
        void this.kick().finally(() => {
          if (!this.stopped) tick();
        });
      }, intervalMs);
      this.timer.unref();
    };
    tick();
  }

  /**
   * Runs rounds now; a kick while a round runs asks for one more round after it (the new message may
   * have been committed after that round's claim). Errors (a database outage) are logged, never thrown.
   */
  kick(): Promise<unknown> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = async () => {
      do {
        this.again = false;
        await this.rounds(50);
      } while (this.again && !this.stopped);
    };
    this.running = run()
      .catch((err: unknown) => this.options.log.error({ err }, 'notification worker round failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
