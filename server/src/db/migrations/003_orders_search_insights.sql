-- Orders at scale and Retailer Insights (issue 5).

-- Trigram search: embedded PGlite has no autovacuum, so GIN's pending list (fastupdate) was never
-- merged and every search scanned it linearly (~30 ms per index per query at 100k orders). Insert
-- straight into the index instead and merge what is pending now.
ALTER INDEX orders_customer_trgm_idx SET (fastupdate = off);
ALTER INDEX orders_number_trgm_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('orders_customer_trgm_idx'::regclass);
SELECT gin_clean_pending_list('orders_number_trgm_idx'::regclass);

-- Orders per (seller, customer name, status), maintained like order_stats: a search's total is the
-- sum over the few matching customer names instead of a recheck of every matching order row.
CREATE TABLE order_customer_stats (
  seller_id     uuid NOT NULL,
  customer_name text NOT NULL,
  status        text NOT NULL,
  n             bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (seller_id, customer_name, status)
);

CREATE FUNCTION order_customer_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_customer_stats AS s (seller_id, customer_name, status, n)
      SELECT seller_id, customer_name, status, count(*) FROM new_rows GROUP BY seller_id, customer_name, status
    ON CONFLICT (seller_id, customer_name, status) DO UPDATE SET n = s.n + EXCLUDED.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_customer_stats AS s (seller_id, customer_name, status, n)
      SELECT seller_id, customer_name, status, -count(*) FROM old_rows GROUP BY seller_id, customer_name, status
    ON CONFLICT (seller_id, customer_name, status) DO UPDATE SET n = s.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_customer_stats_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_customer_stats_apply();
CREATE TRIGGER orders_customer_stats_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_customer_stats_apply();
CREATE TRIGGER orders_customer_stats_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_customer_stats_apply();

INSERT INTO order_customer_stats (seller_id, customer_name, status, n)
  SELECT seller_id, customer_name, status, count(*) FROM orders GROUP BY seller_id, customer_name, status;

-- Retailer Insights: a rating per retailer (1.0 to 5.0, none until rated) and per-retailer figures
-- read through the seller's orders of each retailer.
ALTER TABLE retailers ADD COLUMN rating numeric(2,1) CHECK (rating BETWEEN 1 AND 5);
CREATE INDEX orders_seller_retailer_idx ON orders (seller_id, retailer_id, order_date DESC);
