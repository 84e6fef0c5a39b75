-- The activity log's counters per PKT month (issue 36). A company's total summed its day rows: a
-- year of activity in eight modules is 2,920 rows, 5,849 for the biggest company of the scale
-- bench (0.9 ms a page). Whole months in the asked range now come from these rows (twelve a year
-- per module and actor); only the days of a month the range cuts are summed from audit_day_stats.
--
-- Kept by a row trigger on audit_day_stats: each change of a day row's count is added to its month
-- row of the same shard. A shard's rows are only written by the transaction holding that shard's
-- advisory lock (026), so the month rows add no wait either.
CREATE TABLE audit_month_stats (
  seller_id uuid NOT NULL,
  month     date NOT NULL,
  module    text NOT NULL,
  actor_id  uuid,
  shard     smallint NOT NULL,
  n         bigint NOT NULL
);
CREATE UNIQUE INDEX audit_month_stats_key ON audit_month_stats
  (seller_id, month, module, (coalesce(actor_id, '00000000-0000-0000-0000-000000000000'::uuid)), shard);

CREATE FUNCTION audit_month_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := NEW.n - CASE WHEN TG_OP = 'UPDATE' THEN OLD.n ELSE 0 END;
BEGIN
  IF delta <> 0 THEN
    INSERT INTO audit_month_stats AS s (seller_id, month, module, actor_id, shard, n)
      VALUES (NEW.seller_id, date_trunc('month', NEW.day)::date, NEW.module, NEW.actor_id, NEW.shard, delta)
    ON CONFLICT (seller_id, month, module, (coalesce(actor_id, '00000000-0000-0000-0000-000000000000'::uuid)), shard)
      DO UPDATE SET n = s.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER audit_day_stats_month AFTER INSERT OR UPDATE ON audit_day_stats
  FOR EACH ROW EXECUTE FUNCTION audit_month_stats_apply();

INSERT INTO audit_month_stats (seller_id, month, module, actor_id, shard, n)
  SELECT seller_id, date_trunc('month', day)::date, module, actor_id, shard, sum(n)
    FROM audit_day_stats GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5;
