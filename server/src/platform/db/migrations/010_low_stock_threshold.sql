-- The low-stock threshold in one place: `low_stock_threshold()` is the number of units at or below
-- which a product in stock counts as low, and `stock_status(qty)` the catalog's stock level. The
-- catalog's filters, its product answers (stockStatus) and the summary counts below all ask these
-- two functions; no other code, SQL or TypeScript, writes the number. (002 wrote 10 into the
-- counting trigger; this replaces that trigger's function. The counts do not change: the threshold
-- is still 10.)
CREATE FUNCTION low_stock_threshold() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT 10 $$;

CREATE FUNCTION stock_status(qty integer) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN qty <= 0 THEN 'Out of Stock' WHEN qty <= low_stock_threshold() THEN 'Low Stock' ELSE 'In Stock' END
$$;

CREATE OR REPLACE FUNCTION product_stats_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_stats AS s
      SELECT seller_id, count(*), count(*) FILTER (WHERE status = 'active'), count(*) FILTER (WHERE status = 'pending_review'),
             count(*) FILTER (WHERE stock_status(stock_quantity) = 'Low Stock'), count(*) FILTER (WHERE stock_status(stock_quantity) = 'Out of Stock'),
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
             -count(*) FILTER (WHERE stock_status(stock_quantity) = 'Low Stock'), -count(*) FILTER (WHERE stock_status(stock_quantity) = 'Out of Stock'),
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
