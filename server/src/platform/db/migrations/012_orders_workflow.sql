-- Orders as the day's work (issue 18): an order's lines name their product and the pricing rule that
-- priced them, shipments carry a courier and tracking number, retailers have a delivery address,
-- orders typed in by the seller get the next number of a per-seller counter, and tracking only shows
-- what happened.

ALTER TABLE retailers ADD COLUMN address text NOT NULL DEFAULT '';
CREATE INDEX retailers_name_trgm_idx ON retailers USING gin (lower(name) gin_trgm_ops);

ALTER TABLE orders ADD COLUMN delivery_address text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN courier text;
ALTER TABLE orders ADD COLUMN tracking_number text;
-- What the pricing rules took off; the total (total_paisa) is what the retailer pays, so the
-- subtotal before discounts is their sum and is not stored.
ALTER TABLE orders ADD COLUMN discount_paisa bigint NOT NULL DEFAULT 0 CHECK (discount_paisa >= 0);
ALTER TABLE orders ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE SET NULL;

-- Lines of existing orders learn their product (by SKU, as it was sold) so stock can follow them.
UPDATE orders o SET items = (
  SELECT coalesce(jsonb_agg(
           CASE WHEN p.id IS NULL THEN i ELSE i || jsonb_build_object('productId', p.id::text) END
           ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements(o.items) WITH ORDINALITY AS e(i, n)
    LEFT JOIN products p ON p.seller_id = o.seller_id AND lower(p.sku) = lower(i->>'sku')
) WHERE jsonb_array_length(o.items) > 0;

-- Pricing rules used by orders still in progress cannot be deleted: this finds them.
CREATE INDEX orders_open_items_idx ON orders USING gin (items jsonb_path_ops)
  WHERE status IN ('pending', 'confirmed', 'processing', 'shipped');

-- The next order number per seller (ORD-<n>), taken under the row's lock.
CREATE TABLE seller_order_numbers (
  seller_id   uuid PRIMARY KEY REFERENCES sellers(id) ON DELETE CASCADE,
  last_number bigint NOT NULL
);
INSERT INTO seller_order_numbers (seller_id, last_number)
  SELECT seller_id, max(substring(order_number FROM '(\d+)$')::bigint) FROM orders
   WHERE order_number ~ '\d+$' GROUP BY seller_id;

-- A shipment's courier and tracking number as the ship step recorded them, for the timeline.
ALTER TABLE order_status_events ADD COLUMN courier text;
ALTER TABLE order_status_events ADD COLUMN tracking_number text;

-- Orders from before this change have no history: they get the placement and, when they moved, the
-- one move that is known (no user, so the timeline says "System").
INSERT INTO order_status_events (order_id, seller_id, from_status, to_status, notes, created_at)
  SELECT o.id, o.seller_id, NULL, 'pending', NULL, o.order_date FROM orders o
   WHERE NOT EXISTS (SELECT 1 FROM order_status_events e WHERE e.order_id = o.id);
INSERT INTO order_status_events (order_id, seller_id, from_status, to_status, notes, created_at)
  SELECT o.id, o.seller_id, 'pending', o.status, o.notes, greatest(o.updated_at, o.order_date + interval '1 millisecond') FROM orders o
   WHERE o.status <> 'pending'
     AND NOT EXISTS (SELECT 1 FROM order_status_events e WHERE e.order_id = o.id AND e.from_status IS NOT NULL);

-- Tracking shows only events that happened: moving to delivered no longer invents a shipment time.
-- (Orders inserted already shipped or delivered, as imports and the demo do, keep their times.)
CREATE OR REPLACE FUNCTION orders_fulfilment_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status IN ('shipped', 'delivered') AND NEW.shipped_at IS NULL THEN NEW.shipped_at := NEW.updated_at; END IF;
    IF NEW.status = 'delivered' AND NEW.delivered_at IS NULL THEN NEW.delivered_at := NEW.updated_at; END IF;
  ELSE
    IF NEW.status = 'shipped' AND NEW.shipped_at IS NULL THEN NEW.shipped_at := now(); END IF;
    IF NEW.status = 'delivered' AND NEW.delivered_at IS NULL THEN NEW.delivered_at := now(); END IF;
  END IF;
  RETURN NEW;
END
$$;
