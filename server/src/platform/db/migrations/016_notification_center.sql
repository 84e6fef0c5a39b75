-- The notification center (issue 19, item 3): every notification says which event raised it (kind,
-- the list NOTIFICATION_KINDS in schemas/domain.ts), which page it is about (link, a portal path)
-- and who caused it (actor_user_id: the member whose change raised it does not see it). Read state
-- stays one flag per notification for the company (docs/decisions.md, "Notification center").
ALTER TABLE notifications
  ADD COLUMN kind text NOT NULL DEFAULT 'account' CHECK (kind IN ('order_new','order_status','stock_low','stock_out','document_received',
    'document_verified','document_rejected','ticket_update','pickup_scheduled','invoice_overdue','account')),
  ADD COLUMN link text CHECK (link IS NULL OR link LIKE '/%'),
  ADD COLUMN actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL;

-- The paged list filters by kind and unread, newest first, per company.
CREATE INDEX notifications_seller_kind_created_idx ON notifications (seller_id, kind, created_at DESC);

-- Existing rows: the kind from the title their code wrote, the link from the order number or
-- ticket in the message where it names one.
UPDATE notifications SET kind = CASE
    WHEN title = 'Order status updated' THEN 'order_status'
    WHEN title LIKE 'New order%' THEN 'order_new'
    WHEN title = 'Invoice overdue' THEN 'invoice_overdue'
    WHEN title = 'Pickup scheduled' THEN 'pickup_scheduled'
    WHEN title = 'Document received' OR title = 'Documents under review' THEN 'document_received'
    WHEN title LIKE 'Support ticket%' THEN 'ticket_update'
    WHEN title LIKE 'Low stock%' THEN 'stock_low'
    WHEN title LIKE 'Out of stock%' THEN 'stock_out'
    ELSE 'account' END;
UPDATE notifications SET link = CASE
    WHEN kind IN ('order_status', 'order_new', 'pickup_scheduled') AND message ~ 'ORD-[0-9]+'
      THEN '/order-management/' || substring(message FROM 'ORD-[0-9]+')
    WHEN kind = 'invoice_overdue' THEN '/payments'
    WHEN kind IN ('stock_low', 'stock_out') THEN '/product-catalog?status=low_stock'
    WHEN kind LIKE 'document_%' THEN '/document-center'
    WHEN kind = 'ticket_update' THEN '/support'
    WHEN title IN ('Welcome to AgriHub', 'Account verified', 'Verification needs attention') THEN '/document-center'
    END;

-- Which kinds also go out by e-mail, per company (admins choose: the settings area). No row: the
-- default list (DEFAULT_EMAIL_KINDS in domain/notify.ts).
CREATE TABLE notification_email_preferences (
  seller_id  uuid PRIMARY KEY REFERENCES sellers(id) ON DELETE CASCADE,
  kinds      text[] NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER audit_notification_email_preferences AFTER INSERT OR UPDATE OR DELETE ON notification_email_preferences
  FOR EACH ROW EXECUTE FUNCTION audit_row('settings');
