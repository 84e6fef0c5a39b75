-- Retailers on credit (issue 23): a limit and payment terms per retailer, a ledger of invoices
-- (posted when an order is confirmed, reversed when it is cancelled) and payments received, and the
-- allocations that say which invoice each payment paid. What a retailer owes is always a sum over
-- these rows; nothing stores a running total.

ALTER TABLE retailers ADD COLUMN credit_limit_paisa bigint CHECK (credit_limit_paisa IS NULL OR credit_limit_paisa >= 0);
ALTER TABLE retailers ADD COLUMN payment_terms text NOT NULL DEFAULT 'net30'
  CHECK (payment_terms IN ('net15', 'net30', 'net60', 'net90', 'harvest'));

-- Harvest terms: rabi invoices (issued October to March) fall due on rabi_due_date, kharif invoices
-- (April to September) on kharif_due_date, each the next such day after the invoice (MM-DD).
ALTER TABLE sellers ADD COLUMN rabi_due_date text NOT NULL DEFAULT '06-30' CHECK (rabi_due_date ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$');
ALTER TABLE sellers ADD COLUMN kharif_due_date text NOT NULL DEFAULT '12-31' CHECK (kharif_due_date ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$');

CREATE TABLE retailer_invoices (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id       uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  retailer_id     uuid NOT NULL REFERENCES retailers(id) ON DELETE CASCADE,
  order_id        uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  invoice_number  text NOT NULL,
  amount_paisa    bigint NOT NULL CHECK (amount_paisa >= 0),
  issued_on       date NOT NULL,
  due_date        date NOT NULL,
  -- The order was cancelled: the reversal is a credit on the ledger on this day.
  reversed_on     date,
  -- Paid in full or reversed. Only narrows the open-invoice scans (partial index); the amounts
  -- always come from the allocations.
  settled_on      date,
  overdue_notified_at timestamptz,
  -- Confirmed over the limit or with an invoice long overdue: who allowed it and why.
  override_reason text,
  created_by      uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retailer_invoices_open_idx ON retailer_invoices (seller_id, retailer_id, due_date, issued_on) WHERE settled_on IS NULL;
CREATE INDEX retailer_invoices_ledger_idx ON retailer_invoices (seller_id, retailer_id, issued_on);
CREATE INDEX retailer_invoices_seller_idx ON retailer_invoices (seller_id, issued_on DESC, id DESC) WHERE reversed_on IS NULL;
CREATE INDEX retailer_invoices_overdue_idx ON retailer_invoices (due_date) WHERE settled_on IS NULL AND overdue_notified_at IS NULL;

CREATE TABLE retailer_payments (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id     uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  retailer_id   uuid NOT NULL REFERENCES retailers(id) ON DELETE CASCADE,
  received_on   date NOT NULL,
  amount_paisa  bigint NOT NULL CHECK (amount_paisa > 0),
  method        text NOT NULL CHECK (method IN ('cash', 'bank_transfer', 'cheque', 'mobile_wallet')),
  reference     text NOT NULL DEFAULT '',
  recorded_by   uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retailer_payments_ledger_idx ON retailer_payments (seller_id, retailer_id, received_on);
CREATE INDEX retailer_payments_seller_idx ON retailer_payments (seller_id, received_on);

CREATE TABLE payment_allocations (
  payment_id    uuid NOT NULL REFERENCES retailer_payments(id) ON DELETE CASCADE,
  invoice_id    uuid NOT NULL REFERENCES retailer_invoices(id) ON DELETE CASCADE,
  seller_id     uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  amount_paisa  bigint NOT NULL CHECK (amount_paisa > 0),
  PRIMARY KEY (payment_id, invoice_id)
);
CREATE INDEX payment_allocations_invoice_idx ON payment_allocations (invoice_id);

CREATE TRIGGER audit_retailer_invoices AFTER INSERT OR UPDATE OR DELETE ON retailer_invoices
  FOR EACH ROW EXECUTE FUNCTION audit_row('payments', 'overdue_notified_at');
CREATE TRIGGER audit_retailer_payments AFTER INSERT OR UPDATE OR DELETE ON retailer_payments FOR EACH ROW EXECUTE FUNCTION audit_row('payments');

-- Cached reads built from the ledger (aging, Transactions) are served until the seller's data changes
-- (migration 008): these tables raise the version too.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['retailer_invoices', 'retailer_payments', 'payment_allocations', 'retailers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION seller_data_bump()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION seller_data_bump()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION seller_data_bump()', t || '_version_del', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
                      FOR EACH STATEMENT EXECUTE FUNCTION seller_data_bump_all()', t || '_version_trunc', t);
  END LOOP;
END
$$;

-- Notifications meant for the members who may change an area (overdue invoices: payments).
ALTER TABLE notifications ADD COLUMN area text;

-- The ledger of what already happened: every confirmed order with a retailer has its invoice
-- (issued when it was confirmed, due as it was before), and every recorded payment becomes a
-- payment of that invoice in full.
INSERT INTO retailer_invoices (id, seller_id, retailer_id, order_id, invoice_number, amount_paisa, issued_on, due_date, settled_on, created_at)
SELECT gen_random_uuid(), o.seller_id, o.retailer_id, o.id, 'INV-' || regexp_replace(o.order_number, '^ORD-', '', 'i'), o.total_paisa,
       ((COALESCE(c.at, o.order_date) AT TIME ZONE 'UTC') + interval '5 hours')::date,
       COALESCE(o.payment_due_date, ((o.order_date AT TIME ZONE 'UTC') + interval '5 hours')::date + 30),
       CASE WHEN o.paid_at IS NOT NULL THEN ((o.paid_at AT TIME ZONE 'UTC') + interval '5 hours')::date
            WHEN o.total_paisa = 0 THEN ((o.order_date AT TIME ZONE 'UTC') + interval '5 hours')::date END,
       COALESCE(c.at, o.order_date)
  FROM orders o
  LEFT JOIN LATERAL (SELECT min(e.created_at) AS at FROM order_status_events e WHERE e.order_id = o.id AND e.to_status = 'confirmed') c ON true
 WHERE o.retailer_id IS NOT NULL AND o.status IN ('confirmed', 'processing', 'shipped', 'delivered');

-- A backfilled invoice and its payment share an id (different tables), which pairs them here.
INSERT INTO retailer_payments (id, seller_id, retailer_id, received_on, amount_paisa, method, reference, created_at)
SELECT i.id, i.seller_id, i.retailer_id, i.settled_on, i.amount_paisa, 'bank_transfer', 'Recorded before the credit ledger', o.paid_at
  FROM retailer_invoices i JOIN orders o ON o.id = i.order_id
 WHERE o.paid_at IS NOT NULL AND i.amount_paisa > 0;
INSERT INTO payment_allocations (payment_id, invoice_id, seller_id, amount_paisa)
SELECT p.id, p.id, p.seller_id, p.amount_paisa FROM retailer_payments p;

-- The ledger is now where payments live.
ALTER TABLE orders DROP COLUMN paid_at;
ALTER TABLE orders DROP COLUMN payment_due_date;
