// Issue 16: reminders about the parcels' storage deadlines and held parcels.
export {
  PARCEL_REMINDERS_EVERY_MINUTES,
  PARCEL_REMINDERS_JOB,
  reminderMessage,
  runParcelReminders,
  type ReminderDeps,
  type ReminderRunResult,
} from './job.js';
