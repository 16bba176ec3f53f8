// Issue 16 reminders (decision 006: computed from the parcels' own dates, no row per reminder): a job
// every 30 minutes asks the domain which reminder is due for each candidate parcel and writes it with
// notify(). The idempotency key names the cause (the parcel, the deadline's day and the days left, or
// the hold and its 3-day period), so a job that runs twice, or on two nodes, writes each reminder once.
import {
  dueReminder,
  formatOrderNumber,
  isShipmentState,
  REMINDER_STATES,
  type DueReminder,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { notify, type NotifyInput } from '../../notifications/index.js';
import { reminderCandidates, type ReminderCandidate } from './repository.js';

export const PARCEL_REMINDERS_JOB = 'parcel-reminders';
/** Every 30 minutes: a reminder leaves at most half an hour into its day. */
export const PARCEL_REMINDERS_EVERY_MINUTES = 30;

export interface ReminderDeps {
  db: Database;
  now: () => Date;
  log: { info: (obj: object, msg: string) => void };
  /** The outbox worker, kicked after the run so the reminders leave at once. */
  notifications?: { kick(): unknown };
}

export type ReminderRunResult = { written: number; checked: number };

/** The message of one due reminder (its key makes writing it again a no-op). */
export function reminderMessage(order: ReminderCandidate, due: DueReminder): NotifyInput {
  const common = {
    userId: order.userId,
    link: `/forwarding/show/${order.id}`,
  };
  const number = formatOrderNumber(order.number);
  if (due.event === 'reminder.storage') {
    return {
      ...common,
      event: 'reminder.storage',
      params: { orderId: order.id, number, kind: due.kind, date: due.date, days: due.days },
      key: `reminder.storage:${order.id}:${due.kind}:${due.date}:${due.days}`,
    };
  }
  // A parcel held again later starts its periods afresh: the hold's start tells the holds apart.
  return {
    ...common,
    event: 'reminder.documents',
    params: { orderId: order.id, number },
    key: `reminder.documents:${order.id}:${order.stateChangedAt.toISOString()}:${due.period}`,
  };
}

export async function runParcelReminders(
  deps: ReminderDeps,
  options: { batchSize?: number; maxBatches?: number } = {},
): Promise<ReminderRunResult> {
  const batchSize = options.batchSize ?? 200;
  const maxBatches = options.maxBatches ?? 50;
  const now = deps.now();
  const result: ReminderRunResult = { written: 0, checked: 0 };
  for (const state of REMINDER_STATES) {
    let after: string | null = null;
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const rows = await reminderCandidates(deps.db, state, now, after, batchSize);
      for (const row of rows) {
        result.checked += 1;
        if (!isShipmentState(row.shipmentState)) continue;
        const due = dueReminder(
          {
            state: row.shipmentState,
            stateSince: row.stateChangedAt,
            receivedAt: row.receivedAt,
            dispatchRequested: row.dispatchRequestedAt !== null,
          },
          now,
        );
        if (!due) continue;
        const message = reminderMessage(row, due);
        const written = await deps.db.transaction((tx) => notify(tx, message));
        if (written.notificationId) result.written += 1;
      }
      if (rows.length < batchSize) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  if (result.written > 0) {
    void deps.notifications?.kick();
    deps.log.info({ job: PARCEL_REMINDERS_JOB, ...result }, 'parcel reminders written');
  }
  return result;
}
