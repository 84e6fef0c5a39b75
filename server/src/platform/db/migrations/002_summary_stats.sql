-- Summary counters maintained by the database itself (statement-level triggers with transition
-- tables, so bulk inserts cost one aggregate per statement). Summaries, pagination totals of
-- unfiltered/status-filtered lists and the dashboard read these instead of counting every row.

CREATE TABLE order_stats (
  seller_id   uuid NOT NULL,
  status      text NOT NULL,
  n           bigint NOT NULL DEFAULT 0,
  total_paisa bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (seller_id, status)
);

CREATE FUNCTION order_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO order_stats AS s (seller_id, status, n, total_paisa)
      SELECT seller_id, status, count(*), sum(total_paisa) FROM new_rows GROUP BY seller_id, status
    ON CONFLICT (seller_id, status) DO UPDATE SET n = s.n + EXCLUDED.n, total_paisa = s.total_paisa + EXCLUDED.total_paisa;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO order_stats AS s (seller_id, status, n, total_paisa)
      SELECT seller_id, status, -count(*), -sum(total_paisa) FROM old_rows GROUP BY seller_id, status
    ON CONFLICT (seller_id, status) DO UPDATE SET n = s.n + EXCLUDED.n, total_paisa = s.total_paisa + EXCLUDED.total_paisa;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_stats_ins AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_stats_apply();
CREATE TRIGGER orders_stats_upd AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_stats_apply();
CREATE TRIGGER orders_stats_del AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_stats_apply();

INSERT INTO order_stats (seller_id, status, n, total_paisa)
  SELECT seller_id, status, count(*), sum(total_paisa) FROM orders GROUP BY seller_id, status;

CREATE TABLE product_stats (
  seller_id       uuid PRIMARY KEY,
  n_total         bigint NOT NULL DEFAULT 0,
  n_active        bigint NOT NULL DEFAULT 0,
  n_pending       bigint NOT NULL DEFAULT 0,
  n_low           bigint NOT NULL DEFAULT 0,
  n_out           bigint NOT NULL DEFAULT 0,
  n_seasonal      bigint NOT NULL DEFAULT 0,
  inventory_value bigint NOT NULL DEFAULT 0,
  inventory_items bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION product_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_stats AS s
      SELECT seller_id, count(*), count(*) FILTER (WHERE status = 'active'), count(*) FILTER (WHERE status = 'pending_review'),
             count(*) FILTER (WHERE stock_quantity BETWEEN 1 AND 10), count(*) FILTER (WHERE stock_quantity = 0),
             count(*) FILTER (WHERE seasonal), COALESCE(sum(COALESCE(cost_price_paisa, price_paisa) * stock_quantity), 0),
             COALESCE(sum(stock_quantity), 0)
        FROM new_rows GROUP BY seller_id
    ON CONFLICT (seller_id) DO UPDATE SET n_total = s.n_total + EXCLUDED.n_total, n_active = s.n_active + EXCLUDED.n_active,
      n_pending = s.n_pending + EXCLUDED.n_pending, n_low = s.n_low + EXCLUDED.n_low, n_out = s.n_out + EXCLUDED.n_out,
      n_seasonal = s.n_seasonal + EXCLUDED.n_seasonal, inventory_value = s.inventory_value + EXCLUDED.inventory_value,
      inventory_items = s.inventory_items + EXCLUDED.inventory_items;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO product_stats AS s
      SELECT seller_id, -count(*), -count(*) FILTER (WHERE status = 'active'), -count(*) FILTER (WHERE status = 'pending_review'),
             -count(*) FILTER (WHERE stock_quantity BETWEEN 1 AND 10), -count(*) FILTER (WHERE stock_quantity = 0),
             -count(*) FILTER (WHERE seasonal), -COALESCE(sum(COALESCE(cost_price_paisa, price_paisa) * stock_quantity), 0),
             -COALESCE(sum(stock_quantity), 0)
        FROM old_rows GROUP BY seller_id
    ON CONFLICT (seller_id) DO UPDATE SET n_total = s.n_total + EXCLUDED.n_total, n_active = s.n_active + EXCLUDED.n_active,
      n_pending = s.n_pending + EXCLUDED.n_pending, n_low = s.n_low + EXCLUDED.n_low, n_out = s.n_out + EXCLUDED.n_out,
      n_seasonal = s.n_seasonal + EXCLUDED.n_seasonal, inventory_value = s.inventory_value + EXCLUDED.inventory_value,
      inventory_items = s.inventory_items + EXCLUDED.inventory_items;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_stats_ins AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_stats_apply();
CREATE TRIGGER products_stats_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_stats_apply();
CREATE TRIGGER products_stats_del AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_stats_apply();

INSERT INTO product_stats
  SELECT seller_id, count(*), count(*) FILTER (WHERE status = 'active'), count(*) FILTER (WHERE status = 'pending_review'),
         count(*) FILTER (WHERE stock_quantity BETWEEN 1 AND 10), count(*) FILTER (WHERE stock_quantity = 0),
         count(*) FILTER (WHERE seasonal), COALESCE(sum(COALESCE(cost_price_paisa, price_paisa) * stock_quantity), 0),
         COALESCE(sum(stock_quantity), 0)
    FROM products GROUP BY seller_id;
