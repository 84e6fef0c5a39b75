import type { Queryable } from '../db/index.ts';
import type { LiveEvent, LiveTopic } from '../lib/live-hub.ts';
import type { PermissionArea } from '../schemas/domain.ts';

/** How long events stay for a stream to resume from: a tab away longer than this refetches everything. */
export const LIVE_EVENT_RETENTION_HOURS = 24;

/**
 * The company's events after `lastId`, oldest first, at most `limit`; `complete` is false when
 * some may be gone (pruned, or more than the limit): the stream then asks for a full refetch.
 */
export async function eventsAfter(db: Queryable, sellerId: string, lastId: number, limit: number): Promise<{ events: LiveEvent[]; complete: boolean }> {
  const [rows, [oldest]] = await Promise.all([
    db.query<{ id: number; topic: LiveTopic; area: PermissionArea | null }>(
      `SELECT id, topic, area FROM live_events WHERE seller_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [sellerId, lastId, limit + 1],
    ),
    db.query<{ id: number | null }>(`SELECT min(id) AS id FROM live_events`),
  ]);
  const pruned = oldest?.id != null && oldest.id > lastId + 1;
  const events = rows.slice(0, limit).map((r) => ({ id: Number(r.id), sellerId, topic: r.topic, area: r.area }));
  return { events, complete: !pruned && rows.length <= limit };
}

/**
 * Where a new stream starts that shows data up to `ageMs` old: before the first event written since,
 * so those are replayed. By the smallest id written after the cut-off rather than the newest before
 * it: `created_at` is its transaction's start, so a long transaction may hold a smaller id than an
 * event stamped earlier; this way such an event is replayed once more, never missed. With none, now.
 */
export async function eventIdBefore(db: Queryable, ageMs: number): Promise<number> {
  const [row] = await db.query<{ id: number | null }>(
    `SELECT min(id) - 1 AS id FROM live_events WHERE created_at > now() - make_interval(secs => $1::double precision / 1000)`,
    [ageMs],
  );
  return row?.id != null ? Number(row.id) : latestEventId(db);
}

/** The newest event id (0 with none): where a new stream starts. */
export async function latestEventId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: number | null }>(`SELECT max(id) AS id FROM live_events`);
  return Number(row?.id ?? 0);
}

/**
 * Deletes events older than the retention, but never the newest: the oldest id left says up to
 * where events are gone, so a stream resuming from before it knows to refetch instead.
 */
export async function pruneLiveEvents(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM live_events WHERE created_at < now() - make_interval(hours => $1) AND id < (SELECT max(id) FROM live_events) RETURNING 1`,
    [LIVE_EVENT_RETENTION_HOURS],
  );
  return rows.length;
}
