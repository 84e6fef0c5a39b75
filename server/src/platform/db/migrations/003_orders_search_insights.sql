-- Orders at scale and Retailer Insights (issue 5).

-- Trigram search: embedded PGlite has no autovacuum, so GIN's pending list (fastupdate) was only
-- merged when it reached 4 MB, and every search scanned it linearly (~30 ms per index per query at
-- 100k orders). A 256 kB limit keeps that scan short while inserts stay batched; merge what is
-- pending now (the seed merges after each bulk insert too).
ALTER INDEX orders_customer_trgm_idx SET (gin_pending_list_limit = 256);
ALTER INDEX orders_number_trgm_idx SET (gin_pending_list_limit = 256);
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

-- Retailer Insights: a rating per retailer (1.0 to 5.0, none until rated); orders and revenue per
-- (seller, retailer, status) kept like order_stats, so the page reads a few rows per retailer instead
-- of aggregating every order; first and last order dates are two probes of orders_seller_retailer_idx.
ALTER TABLE retailers ADD COLUMN rating numeric(2,1) CHECK (rating BETWEEN 1 AND 5);
CREATE INDEX orders_seller_retailer_idx ON orders (seller_id, retailer_id, order_date DESC);

CREATE TABLE order_retailer_stats (
  seller_id   uuid NOT NULL,
  retailer_id uuid NOT NULL,
  status      text NOT NULL,
  n           bigint NOT NULL DEFAULT 0,
  total_paisa bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (seller_id, retailer_id, status)
);

CREATE FUNCTION order_retailer_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_retailer_stats AS s (seller_id, retailer_id, status, n, total_paisa)
      SELECT seller_id, retailer_id, status, count(*), sum(total_paisa) FROM new_rows
       WHERE retailer_id IS NOT NULL GROUP BY seller_id, retailer_id, status
    ON CONFLICT (seller_id, retailer_id, status) DO UPDATE SET n = s.n + EXCLUDED.n, total_paisa = s.total_paisa + EXCLUDED.total_paisa;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_retailer_stats AS s (seller_id, retailer_id, status, n, total_paisa)
      SELECT seller_id, retailer_id, status, -count(*), -sum(total_paisa) FROM old_rows
       WHERE retailer_id IS NOT NULL GROUP BY seller_id, retailer_id, status
    ON CONFLICT (seller_id, retailer_id, status) DO UPDATE SET n = s.n + EXCLUDED.n, total_paisa = s.total_paisa + EXCLUDED.total_paisa;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_retailer_stats_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_retailer_stats_apply();
CREATE TRIGGER orders_retailer_stats_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_retailer_stats_apply();
CREATE TRIGGER orders_retailer_stats_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_retailer_stats_apply();

INSERT INTO order_retailer_stats (seller_id, retailer_id, status, n, total_paisa)
  SELECT seller_id, retailer_id, status, count(*), sum(total_paisa) FROM orders
   WHERE retailer_id IS NOT NULL GROUP BY seller_id, retailer_id, status;
