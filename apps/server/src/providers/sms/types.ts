/** An outgoing SMS; `meta` carries machine-readable context (kind, code) for the dev outbox and tests. */
export interface SmsMessage {
  /** 12 digits, 380XXXXXXXXX. */
  to: string;
  text: string;
  meta?: Record<string, unknown>;
}

/** Every SMS gateway adapter (sandbox outbox now, a real gateway later) implements this one call. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
