import type { PermissionArea } from '../../../platform/schemas/domain.ts';
import { LIVE_TOPICS, type LiveEvent, type LiveTopic } from '../schemas/live.ts';

/** One open stream of one signed-in member. */
export interface LiveSubscriber {
  sellerId: string;
  userId: string;
  /** Whether the member may be told of it (their role, their company's verification). */
  accepts(event: LiveEvent): boolean;
  send(event: LiveEvent): void;
  /** Events may have been missed: the tab must refetch everything it shows. */
  resync(): void;
  /** Closes the stream (the process is stopping). */
  end(): void;
}

/** The NOTIFY payload of migration 017, or undefined for anything else. */
export function parseLiveEvent(payload: string): LiveEvent | undefined {
  try {
    const e = JSON.parse(payload) as Partial<LiveEvent>;
    if (typeof e.id !== 'number' || typeof e.sellerId !== 'string' || !LIVE_TOPICS.includes(e.topic as LiveTopic)) return undefined;
    return { id: e.id, sellerId: e.sellerId, topic: e.topic as LiveTopic, area: (e.area ?? null) as PermissionArea | null };
  } catch {
    return undefined;
  }
}

export interface LiveHub {
  /**
   * Adds a stream unless its user already has `maxPerUser` open, counting and claiming in one step
   * (a wave of requests at once cannot all pass the count); returns the function that removes it,
   * or undefined when refused.
   */
  add(subscriber: LiveSubscriber, maxPerUser?: number): (() => void) | undefined;
  publish(event: LiveEvent): void;
  resyncAll(): void;
  endAll(): void;
}

/**
 * This process's open streams by company. It only fans out what PostgreSQL delivered to this
 * process (LISTEN): which process wrote the change does not matter, and no event is passed between
 * processes any other way.
 */
export function createLiveHub(): LiveHub {
  const bySeller = new Map<string, Set<LiveSubscriber>>();
  const perUser = new Map<string, number>();
  return {
    add(subscriber, maxPerUser = Infinity) {
      if ((perUser.get(subscriber.userId) ?? 0) >= maxPerUser) return undefined;
      let set = bySeller.get(subscriber.sellerId);
      if (!set) bySeller.set(subscriber.sellerId, (set = new Set()));
      set.add(subscriber);
      perUser.set(subscriber.userId, (perUser.get(subscriber.userId) ?? 0) + 1);
      let removed = false;
      return () => {
        if (removed) return;
        removed = true;
        set.delete(subscriber);
        if (set.size === 0) bySeller.delete(subscriber.sellerId);
        const left = (perUser.get(subscriber.userId) ?? 1) - 1;
        if (left > 0) perUser.set(subscriber.userId, left);
        else perUser.delete(subscriber.userId);
      };
    },
    publish(event) {
      for (const s of bySeller.get(event.sellerId) ?? []) if (s.accepts(event)) s.send(event);
    },
    resyncAll() {
      for (const set of bySeller.values()) for (const s of set) s.resync();
    },
    endAll() {
      for (const set of [...bySeller.values()]) for (const s of [...set]) s.end();
    },
  };
}
