import { int } from './env-types.js';

// Issue 16: the notifications outbox worker's variables (decision 015), kept apart from schema.ts
// (its size) and spread into it.

export const notificationsEnvSchema = {
  NOTIFICATIONS_POLL_MS: int(2000, 50, 600_000),
  NOTIFICATIONS_CLAIM_SECONDS: int(120, 1, 3600),
};

export interface NotificationsConfig {
  /** How often each instance looks for due messages. */
  pollMs: number;
  /** How long a claim holds before another instance takes a message over. */
  claimSeconds: number;
}

export function toNotificationsConfig(env: {
  NOTIFICATIONS_POLL_MS: number;
  NOTIFICATIONS_CLAIM_SECONDS: number;
}): NotificationsConfig {
  return { pollMs: env.NOTIFICATIONS_POLL_MS, claimSeconds: env.NOTIFICATIONS_CLAIM_SECONDS };
}
