import { vi } from 'vitest';

/**
 * A stand-in for the browser WebSocket speaking the app's realtime protocol (contract realtime.ts):
 * it accepts `connect` and `subscribe`, and lets a test push a message on a channel (tests only).
 */
export class FakeWebSocket {
  static last: FakeWebSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readonly sent: unknown[] = [];
  readonly subscribed: string[] = [];

  constructor(readonly url: string) {
    FakeWebSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }

  send(text: string): void {
    const message = JSON.parse(text) as { id?: number; connect?: unknown; subscribe?: string };
    this.sent.push(message);
    if (message.connect) this.reply({ id: message.id, ok: true });
    if (message.subscribe) {
      this.subscribed.push(message.subscribe);
      this.reply({ id: message.id, ok: true });
    }
  }

  close(): void {
    this.onclose = null;
  }

  push(channel: string, data: unknown): void {
    this.onmessage?.({ data: JSON.stringify({ channel, data }) });
  }

  private reply(message: unknown): void {
    setTimeout(() => this.onmessage?.({ data: JSON.stringify(message) }), 0);
  }
}

export function installFakeWebSocket(): void {
  FakeWebSocket.last = null;
  vi.stubGlobal('WebSocket', FakeWebSocket);
}
