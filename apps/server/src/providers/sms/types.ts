/** An outgoing SMS; `meta` carries machine-readable context (kind, code) for the dev outbox and tests. */
export interface SmsMessage {
  /** 12 digits, 380XXXXXXXXX. */
  to: string;
  text: string;
  meta?: Record<string, unknown>;
  /** The sender's key of this one message: the sandbox keeps a retry with the same key once. */
  idempotencyKey?: string;
}

/**
 * Every SMS gateway adapter (sandbox outbox, TurboSMS) implements this one call. A failure to hand
 * the message over throws a DeliveryError (providers/delivery-error.ts) that says whether a retry helps.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
