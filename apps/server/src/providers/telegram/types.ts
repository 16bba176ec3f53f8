/** One message to a linked Telegram chat; `idempotencyKey` names the delivery (the sandbox keeps one). */
export interface TelegramMessage {
  chatId: string;
  text: string;
  /** An inline button under the message (the page it is about). */
  button?: { text: string; url: string };
  idempotencyKey?: string;
  meta?: Record<string, unknown>;
}

/** Every Telegram adapter (the sandbox outbox, the Bot API) implements this one call. */
export interface TelegramProvider {
  readonly name: string;
  send(message: TelegramMessage): Promise<void>;
}
