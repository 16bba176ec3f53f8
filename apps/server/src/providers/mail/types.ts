/** An outgoing e-mail. `meta` carries machine-readable context (kind, link) for the dev outbox and tests. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  meta?: Record<string, unknown>;
  /** Extra header lines, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click). */
  headers?: Record<string, string>;
  /**
   * The sender's key of this one message: a retry with the same key is the same message (SMTP
   * sends it with the same Message-ID, the sandbox keeps it once).
   */
  idempotencyKey?: string;
}

/**
 * Every mail adapter (sandbox outbox, SMTP) implements this one call. A failure to hand the message
 * over throws a DeliveryError (providers/delivery-error.ts) that says whether a retry can help.
 */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
