/** An outgoing e-mail. `meta` carries machine-readable context (kind, link) for the dev outbox and tests. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  meta?: Record<string, unknown>;
}

/** Every mail adapter (sandbox outbox now, SMTP later) implements this one call. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
