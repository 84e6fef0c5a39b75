-- Orders per seller, PKT month and status, summed from order_day_stats as its rows change (issue 36).
-- A page by number in date order skips whole days by their counts; page 5,000 of a seller with
-- 200,000 orders walked a year of day rows (820 rows, 0.4 ms) to find its day. With months it walks
-- about twelve month rows and then one month's days.
--
-- The month rows follow the day rows by a row trigger on order_day_stats: every change of a day's
-- count (an order placed, moved to another status or day, deleted) adds the same difference to its
-- month. The transactions that write a (seller, month, status) row already update order_stats'
-- (seller, status) row, so this adds no new wait.
CREATE TABLE order_month_stats (
  seller_id uuid NOT NULL,
  month     date NOT NULL,
  status    text NOT NULL,
  n         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (seller_id, month, status)
);

CREATE FUNCTION order_month_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := NEW.n - CASE WHEN TG_OP = 'UPDATE' THEN OLD.n ELSE 0 END;
BEGIN
  IF delta <> 0 THEN
    INSERT INTO order_month_stats AS s (seller_id, month, status, n)
      VALUES (NEW.seller_id, date_trunc('month', NEW.day)::date, NEW.status, delta)
    ON CONFLICT (seller_id, month, status) DO UPDATE SET n = s.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER order_day_stats_month AFTER INSERT OR UPDATE ON order_day_stats
  FOR EACH ROW EXECUTE FUNCTION order_month_stats_apply();

INSERT INTO order_month_stats (seller_id, month, status, n)
  SELECT seller_id, date_trunc('month', day)::date, status, sum(n) FROM order_day_stats GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
