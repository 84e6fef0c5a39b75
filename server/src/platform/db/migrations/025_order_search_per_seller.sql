-- Issue 36: the order list's searches and date-bounded totals at 1,000,000 orders.
--
-- The trigram indexes on order numbers and customer names covered every seller's orders at once:
-- a search of one seller for a term common elsewhere ("barkat 4", 17k candidates among all
-- sellers) rechecked every candidate row to keep its own, 350 ms. Keyed by seller first
-- (btree_gin), a search reads only its seller's entries. The top-bar search and the payments
-- list use the same indexes.
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX orders_seller_number_trgm_idx ON orders USING gin (seller_id, lower(order_number) gin_trgm_ops)
  WITH (gin_pending_list_limit = 256);
CREATE INDEX orders_seller_customer_trgm_idx ON orders USING gin (seller_id, lower(customer_name) gin_trgm_ops)
  WITH (gin_pending_list_limit = 256);
DROP INDEX orders_customer_trgm_idx;
DROP INDEX orders_number_trgm_idx;

-- A search by customer finds the matching names in order_customer_stats (a few rows per seller),
-- then walks each name's orders in the list's sort and merges them: a page of a search costs a
-- page per matching name, whatever the seller's size. The included columns let a status or date
-- filter be checked in the index alone (an index-only scan).
CREATE INDEX orders_seller_customer_date_idx ON orders (seller_id, customer_name, order_date DESC, id DESC) INCLUDE (status, total_paisa);
CREATE INDEX orders_seller_customer_total_idx ON orders (seller_id, customer_name, total_paisa DESC, id DESC) INCLUDE (status, order_date);

-- Orders per (seller, PKT calendar day, status), maintained like order_stats: a list bounded by
-- whole days (the date range picker's) counts its total in a few hundred rows instead of counting
-- every order in range (90,000 index entries, 40-55 ms, for a big seller's year). An update that
-- moves no order to another day or status changes no row (and takes no lock). The day is UTC+5 as in
-- lib/pkt-dates.ts, not the 'Asia/Karachi' zone, which kept summer time in 2002 and 2008-2009. The
-- rows an order's insert or move updates, (seller, day, status), are written by the same
-- transactions that already update order_stats' (seller, status) row, so they add no new wait.
CREATE TABLE order_day_stats (
  seller_id uuid NOT NULL,
  day       date NOT NULL,
  status    text NOT NULL,
  n         bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (seller_id, day, status)
);

CREATE FUNCTION order_day_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_day_stats AS s (seller_id, day, status, n)
      SELECT seller_id, (order_date AT TIME ZONE 'UTC' + interval '5 hours')::date, status, count(*)
        FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (seller_id, day, status) DO UPDATE SET n = s.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO order_day_stats AS s (seller_id, day, status, n)
      SELECT seller_id, (order_date AT TIME ZONE 'UTC' + interval '5 hours')::date, status, -count(*)
        FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (seller_id, day, status) DO UPDATE SET n = s.n + EXCLUDED.n;
  ELSE
    INSERT INTO order_day_stats AS s (seller_id, day, status, n)
      SELECT seller_id, day, status, sum(d) FROM (
               SELECT seller_id, (order_date AT TIME ZONE 'UTC' + interval '5 hours')::date AS day, status, 1 AS d FROM new_rows
               UNION ALL
               SELECT seller_id, (order_date AT TIME ZONE 'UTC' + interval '5 hours')::date, status, -1 FROM old_rows) moved
        GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (seller_id, day, status) DO UPDATE SET n = s.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_day_stats_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_stats_apply();
CREATE TRIGGER orders_day_stats_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_stats_apply();
CREATE TRIGGER orders_day_stats_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_day_stats_apply();

-- In key order, so a seller's days share a few pages (the page-by-number walk reads them all).
INSERT INTO order_day_stats (seller_id, day, status, n)
  SELECT seller_id, (order_date AT TIME ZONE 'UTC' + interval '5 hours')::date, status, count(*) FROM orders GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
