export interface Listener {
  channel: string;
  onNotify: (payload: string) => void;
  onReconnect?: () => void;
}

/** Who listens to which channel, for either driver: the driver LISTENs once per channel. */
export class Listeners {
  private readonly all = new Set<Listener>();

  /** Adds one; true when it is its channel's first (the driver LISTENs then). */
  add(listener: Listener): boolean {
    // Channel names are identifiers, written into LISTEN: only plain ones are accepted.
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(listener.channel)) throw new Error(`not a channel name: ${listener.channel}`);
    const first = !this.has(listener.channel);
    this.all.add(listener);
    return first;
  }

  /** Removes one; true when it was its channel's last (the driver UNLISTENs then). */
  remove(listener: Listener): boolean {
    this.all.delete(listener);
    return !this.has(listener.channel);
  }

  deliver(channel: string, payload: string): void {
    for (const l of this.all) if (l.channel === channel) l.onNotify(payload);
  }

  /** The channels to LISTEN on again after the connection (or thread) was replaced. */
  channels(): string[] {
    return [...new Set([...this.all].map((l) => l.channel))];
  }

  /** Tells every listener that notifications may have been missed. */
  reconnected(): void {
    for (const l of this.all) l.onReconnect?.();
  }

  private has(channel: string): boolean {
    return [...this.all].some((l) => l.channel === channel);
  }
}
