/**
 * A channel adapter's failure to hand a message over, classified for the notifications worker:
 * `permanent` (the gateway refused this message for good: unknown mailbox, bad recipient, bad
 * credentials) goes to the dead letters at once; a temporary one (4xx, 5xx of an HTTP gateway,
 * timeouts, a refused connection) is retried with backoff, not before `retryAfterMs` when given.
 */
export class DeliveryError extends Error {
  override name = 'DeliveryError';

  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isDeliveryError = (err: unknown): err is DeliveryError => err instanceof DeliveryError;
