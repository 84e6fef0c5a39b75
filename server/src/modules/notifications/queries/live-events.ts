import type { Queryable } from '../../../platform/db/index.ts';
import type { LiveEvent, LiveTopic } from '../schemas/live.ts';
import type { PermissionArea } from '../../../platform/schemas/domain.ts';

/** How long events stay for a stream to resume from: a tab away longer than this refetches everything. */
export const LIVE_EVENT_RETENTION_HOURS = 24;

/*
 * Event ids here are a company's own numbers (`seq`, migration 023): 1, 2, 3... per company, so
 * nothing a seller sees counts another company's changes.
 */

/**
 * The company's events after `lastId`, oldest first, at most `limit`; `complete` is false when
 * some may be gone (pruned, or more than the limit) or `lastId` is none of this company's (newer
 * than its newest, such as an id from before the numbering): the stream then asks for a full refetch.
 */
export async function eventsAfter(db: Queryable, sellerId: string, lastId: number, limit: number): Promise<{ events: LiveEvent[]; complete: boolean }> {
  const [rows, [bounds]] = await Promise.all([
    db.query<{ seq: number; topic: LiveTopic; area: PermissionArea | null }>(
      `SELECT seq, topic, area FROM live_events WHERE seller_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [sellerId, lastId, limit + 1],
    ),
    db.query<{ oldest: number | null; newest: number | null }>(
      `SELECT (SELECT min(seq) FROM live_events WHERE seller_id = $1) AS oldest,
              (SELECT last_seq FROM live_event_counters WHERE seller_id = $1) AS newest`,
      [sellerId],
    ),
  ]);
  const pruned = bounds?.oldest != null && Number(bounds.oldest) > lastId + 1;
  const foreign = lastId > Number(bounds?.newest ?? 0);
  const events = rows.slice(0, limit).map((r) => ({ id: Number(r.seq), sellerId, topic: r.topic, area: r.area }));
  return { events, complete: !pruned && !foreign && rows.length <= limit };
}

/**
 * Where a new stream starts that shows the company's data up to `ageMs` old: before its first event
 * written since, so those are replayed. With none, now.
 */
export async function eventIdBefore(db: Queryable, sellerId: string, ageMs: number): Promise<number> {
  const [row] = await db.query<{ id: number | null }>(
    `SELECT min(seq) - 1 AS id FROM live_events
      WHERE seller_id = $1 AND created_at > now() - make_interval(secs => $2::double precision / 1000)`,
    [sellerId, ageMs],
  );
  return row?.id != null ? Number(row.id) : latestEventId(db, sellerId);
}

/** The company's newest event number (0 with none): where a new stream starts. */
export async function latestEventId(db: Queryable, sellerId: string): Promise<number> {
  const [row] = await db.query<{ id: number | null }>(`SELECT last_seq AS id FROM live_event_counters WHERE seller_id = $1`, [sellerId]);
  return Number(row?.id ?? 0);
}

/**
 * Deletes events older than the retention, but never a company's newest: the oldest number left
 * says up to where its events are gone, so a stream resuming from before it knows to refetch instead.
 */
export async function pruneLiveEvents(db: Queryable): Promise<number> {
  const rows = await db.query(
    `DELETE FROM live_events e
      WHERE created_at < now() - make_interval(hours => $1)
        AND seq < (SELECT last_seq FROM live_event_counters c WHERE c.seller_id = e.seller_id)
      RETURNING 1`,
    [LIVE_EVENT_RETENTION_HOURS],
  );
  return rows.length;
}
