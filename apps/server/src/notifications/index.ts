// Issue 16: customer messages through a transactional outbox (decision 015).
export { notify, type NotifyInput, type NotifyResult } from './enqueue.js';
export { NotificationWorker, type DrainResult, type NotificationWorkerOptions } from './worker.js';
export type { NotificationChannels } from './channels.js';
export { renderFor, SETTINGS_PATH, unsubscribePath } from './render.js';
export { findRecipient, type Recipient } from './recipient.js';
