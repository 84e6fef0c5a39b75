-- Commerce module: pricing rules, pickup requests, financing applications and the payment state of
-- orders. Display statuses that depend on the calendar (Expired rules, Overdue payments) are derived
-- in queries from dates, never stored, so they are right on every day without a job.

CREATE TABLE pricing_rules (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id     uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  name          text NOT NULL,
  type          text NOT NULL CHECK (type IN ('Volume Discount','Seasonal Offer','Bulk Purchase','Early Bird Discount','Loyalty Discount')),
  category      text NOT NULL CHECK (category IN ('Fertilizers','Seeds','Pesticides','Tools','Irrigation','Organic Products')),
  discount      numeric(5,2) NOT NULL CHECK (discount >= 1 AND discount <= 100),
  min_quantity  integer NOT NULL CHECK (min_quantity >= 1),
  is_active     boolean NOT NULL DEFAULT true,
  valid_until   date NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pricing_rules_seller_created_idx ON pricing_rules (seller_id, created_at DESC, id DESC);

CREATE TABLE pickup_requests (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id      uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  order_id       uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  retailer       text NOT NULL,
  pickup_address text NOT NULL,
  city           text NOT NULL,
  contact_person text NOT NULL DEFAULT '',
  contact_phone  text NOT NULL DEFAULT '',
  time_slot      text NOT NULL CHECK (time_slot IN ('morning','afternoon','evening')),
  urgency        text NOT NULL DEFAULT 'normal' CHECK (urgency IN ('low','normal','high','urgent')),
  notes          text NOT NULL DEFAULT '',
  pickup_date    date NOT NULL,
  created_by     uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pickup_requests_seller_created_idx ON pickup_requests (seller_id, created_at DESC);
CREATE INDEX pickup_requests_order_idx ON pickup_requests (order_id);

CREATE TABLE financing_applications (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id     uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  reference     text NOT NULL,
  amount_paisa  bigint NOT NULL CHECK (amount_paisa > 0),
  tenure_months integer NOT NULL CHECK (tenure_months IN (3, 6, 9, 12, 18, 24)),
  purpose       text NOT NULL,
  status        text NOT NULL DEFAULT 'Under Review' CHECK (status IN ('Under Review','Approved','Rejected','Disbursed')),
  decided_at    timestamptz,
  created_by    uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX financing_applications_seller_ref_uq ON financing_applications (seller_id, reference);
CREATE INDEX financing_applications_seller_created_idx ON financing_applications (seller_id, created_at DESC);
-- One application under review per seller at a time.
CREATE UNIQUE INDEX financing_applications_one_open_uq ON financing_applications (seller_id) WHERE status = 'Under Review';

-- Payment state of an order: paid when paid_at is set; otherwise Pending until the due date
-- (payment_due_date, or order date + 30 days when none is recorded) and Overdue after it.
ALTER TABLE orders ADD COLUMN paid_at timestamptz;
ALTER TABLE orders ADD COLUMN payment_due_date date;
CREATE INDEX orders_seller_paid_idx ON orders (seller_id, paid_at) WHERE paid_at IS NOT NULL;
-- The unpaid orders (Pending and Overdue) are a small share of all: cards and filters read them here.
CREATE INDEX orders_seller_unpaid_idx ON orders (seller_id, order_date DESC) WHERE paid_at IS NULL AND status <> 'cancelled';

-- When an order left the warehouse and reached the retailer, for the logistics figures and the
-- tracking timeline. Set by the database whenever the status moves there, so the orders routes
-- need not know about them.
ALTER TABLE orders ADD COLUMN shipped_at timestamptz;
ALTER TABLE orders ADD COLUMN delivered_at timestamptz;
CREATE INDEX orders_seller_delivered_idx ON orders (seller_id, delivered_at) INCLUDE (order_date) WHERE delivered_at IS NOT NULL;
-- Recent Shipments: the newest shipped or delivered orders by when they last moved.
CREATE INDEX orders_seller_fulfilled_idx ON orders (seller_id, (COALESCE(delivered_at, shipped_at, updated_at)) DESC)
  WHERE status IN ('shipped', 'delivered');

CREATE FUNCTION orders_fulfilment_times() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('shipped', 'delivered') AND NEW.shipped_at IS NULL THEN
    NEW.shipped_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.updated_at ELSE now() END;
  END IF;
  IF NEW.status = 'delivered' AND NEW.delivered_at IS NULL THEN
    NEW.delivered_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.updated_at ELSE now() END;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER orders_fulfilment_times_ins BEFORE INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_fulfilment_times();
CREATE TRIGGER orders_fulfilment_times_upd BEFORE UPDATE OF status ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_fulfilment_times();

UPDATE orders SET shipped_at = updated_at WHERE status IN ('shipped', 'delivered');
UPDATE orders SET delivered_at = updated_at WHERE status = 'delivered';
