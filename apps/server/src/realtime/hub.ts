/** Receives what is published on a channel; `data` is whatever the publisher sent (JSON-safe). */
export type ChannelListener = (data: unknown) => void;

/**
 * The realtime hub features publish through (calls#{phone} now, docs#{uid} for Diia data later).
 * In-process by default; with REDIS_URL every publish goes through Redis so websocket clients
 * connected to any app instance receive it.
 */
export interface RealtimeHub {
  readonly kind: 'local' | 'redis';
  publish(channel: string, data: unknown): Promise<void>;
  /** Resolves once deliveries are guaranteed (Redis SUBSCRIBE acknowledged); returns the unsubscribe. */
  subscribe(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Channel -> listeners, shared by both hubs for local delivery. */
export class ListenerRegistry {
  private readonly byChannel = new Map<string, Set<ChannelListener>>();

  /** Adds the listener; true when it is the channel's first one. */
  add(channel: string, listener: ChannelListener): boolean {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.byChannel.set(channel, set);
    }
    set.add(listener);
    return first;
  }

  /** Removes the listener; true when the channel has no listeners left. */
  remove(channel: string, listener: ChannelListener): boolean {
    const set = this.byChannel.get(channel);
    if (!set) return false;
    set.delete(listener);
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  /** Channels with at least one listener now. */
  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  deliver(channel: string, data: unknown): void {
    for (const listener of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        listener(data);
      } catch {
        // One broken connection must not stop the others from getting the message.
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}

export function createLocalHub(): RealtimeHub {
  const listeners = new ListenerRegistry();
  return {
    kind: 'local',
    async publish(channel, data) {
      listeners.deliver(channel, data);
    },
    async subscribe(channel, listener) {
      listeners.add(channel, listener);
      return async () => {
        listeners.remove(channel, listener);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
