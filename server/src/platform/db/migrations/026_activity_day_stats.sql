-- The activity log's totals from maintained counters (issue 36): recorded changes per company, PKT
-- calendar day, module and actor, kept like order_stats by statement-level triggers with transition
-- tables. A filtered total (member, module, PKT days from/to, both included) is the sum of a few rows
-- per day instead of a count of every matching audit_log row (40-75 ms at 200,000 rows).
--
-- The day is the PKT calendar day (UTC+5, no daylight saving) of `at`, computed with the same fixed
-- offset as lib/pkt-dates.ts rather than the 'Asia/Karachi' zone (which kept summer time in 2002 and
-- 2008-2009), so a range of days selects exactly the rows `at >= pktDayStart(from) AND at <
-- pktDayStart(to + 1)` selects. actor_id is stored as recorded (NULL for a write with no user), and
-- the unique key reads NULL as the zero uuid; the member filter `actor_id = $n` still never matches a
-- NULL, as on audit_log.
--
-- No hot row: a per-company counter (audit_log_counts, see docs/decisions.md) made a company's
-- concurrent writes queue on one row until commit. Here each writing transaction first claims a
-- shard, the first of 64 transaction-scoped advisory locks it can take without waiting, and only
-- ever updates counter rows of that shard; so two transactions never touch the same counter row,
-- nothing waits for another writer and no lock order can deadlock. A key has a row per shard it was
-- written through (about as many as writers were ever concurrent); totals sum over shards. Only
-- when 64 transactions write at once does one share a shard (and may wait for it).

CREATE TABLE audit_day_stats (
  seller_id uuid NOT NULL,
  day       date NOT NULL,
  module    text NOT NULL,
  actor_id  uuid,
  shard     smallint NOT NULL,
  n         bigint NOT NULL
);
-- n stays out of the index so an update of a counter is HOT (a transaction that records many
-- entries, such as marking thousands of notifications read, updates its counter row once per entry).
CREATE UNIQUE INDEX audit_day_stats_key ON audit_day_stats
  (seller_id, day, module, (coalesce(actor_id, '00000000-0000-0000-0000-000000000000'::uuid)), shard);

CREATE FUNCTION audit_day_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  claimed smallint := 0;
BEGIN
  -- Advisory locks are re-entrant: a transaction takes its own shard again at once.
  WHILE claimed < 64 AND NOT pg_try_advisory_xact_lock(727276, claimed) LOOP
    claimed := claimed + 1;
  END LOOP;
  IF claimed = 64 THEN
    claimed := pg_backend_pid() % 64;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO audit_day_stats AS s (seller_id, day, module, actor_id, shard, n)
      SELECT seller_id, (at AT TIME ZONE 'UTC' + interval '5 hours')::date, module, actor_id, claimed, count(*)
        FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (seller_id, day, module, (coalesce(actor_id, '00000000-0000-0000-0000-000000000000'::uuid)), shard)
      DO UPDATE SET n = s.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO audit_day_stats AS s (seller_id, day, module, actor_id, shard, n)
      SELECT seller_id, (at AT TIME ZONE 'UTC' + interval '5 hours')::date, module, actor_id, claimed, -count(*)
        FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (seller_id, day, module, (coalesce(actor_id, '00000000-0000-0000-0000-000000000000'::uuid)), shard)
      DO UPDATE SET n = s.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;

-- Nothing updates or deletes audit rows today except a company's deletion (ON DELETE CASCADE); the
-- counters follow every change anyway. A deleted company's rows stay, summing to zero.
CREATE TRIGGER audit_log_day_stats_ins AFTER INSERT ON audit_log REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_day_stats_apply();
CREATE TRIGGER audit_log_day_stats_upd AFTER UPDATE ON audit_log REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_day_stats_apply();
CREATE TRIGGER audit_log_day_stats_del AFTER DELETE ON audit_log REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_day_stats_apply();

-- Creating the triggers locked audit_log against writes until this migration commits, so the rows
-- counted here are exactly those the triggers will not see. In key order, so a company's counters
-- share a few pages (62 for the bench's biggest seller, a 2 ms total, against 551 pages unordered).
INSERT INTO audit_day_stats (seller_id, day, module, actor_id, shard, n)
  SELECT seller_id, (at AT TIME ZONE 'UTC' + interval '5 hours')::date, module, actor_id, 0, count(*)
    FROM audit_log GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
