-- The activity log names each entry's record (issue 41, item 3): "Ali updated order ORD-100123",
-- not "Ali updated an order". The name is taken when the change is written, so it stays what the
-- record was called then, and a deleted record keeps its name. `record_ref` is what a link to the
-- record needs when that is not the row's own id (an invoice is found by its order's number, a
-- picture its product). Filtering by record reads `record_label` through its own index.
ALTER TABLE audit_log ADD COLUMN record_label text;
ALTER TABLE audit_log ADD COLUMN record_ref text;
CREATE INDEX audit_log_seller_record_idx ON audit_log (seller_id, lower(record_label) text_pattern_ops, at DESC, id DESC);

-- A record's name and link reference from its row as JSON (new values over old ones).
CREATE FUNCTION audit_record(entity text, r jsonb, OUT label text, OUT ref text) LANGUAGE plpgsql STABLE AS $$
BEGIN
  CASE entity
    WHEN 'orders' THEN label := r ->> 'order_number'; ref := r ->> 'order_number';
    WHEN 'products' THEN label := (r ->> 'name') || ' (SKU ' || (r ->> 'sku') || ')'; ref := r ->> 'id';
    WHEN 'product_images' THEN
      SELECT p.name || ' (SKU ' || p.sku || ')', p.id::text INTO label, ref FROM products p WHERE p.id = (r ->> 'product_id')::uuid;
      ref := coalesce(ref, r ->> 'product_id');
    WHEN 'retailers' THEN label := r ->> 'name'; ref := r ->> 'id';
    WHEN 'retailer_invoices' THEN
      label := r ->> 'invoice_number';
      SELECT o.order_number INTO ref FROM orders o WHERE o.id = (r ->> 'order_id')::uuid;
    WHEN 'retailer_payments' THEN
      SELECT x.name INTO label FROM retailers x WHERE x.id = (r ->> 'retailer_id')::uuid;
      ref := r ->> 'retailer_id';
    WHEN 'pickup_requests' THEN
      SELECT o.order_number INTO label FROM orders o WHERE o.id = (r ->> 'order_id')::uuid;
      ref := label;
    WHEN 'pricing_rules' THEN label := r ->> 'name';
    WHEN 'financing_applications', 'support_tickets' THEN label := r ->> 'reference';
    WHEN 'documents' THEN label := r ->> 'doc_type';
    WHEN 'team_members' THEN label := r ->> 'name';
    WHEN 'invitations' THEN label := r ->> 'email';
    WHEN 'users' THEN label := concat_ws(' ', r ->> 'first_name', r ->> 'last_name');
    WHEN 'sellers' THEN label := r ->> 'company_name';
    WHEN 'notifications' THEN label := r ->> 'title';
    ELSE label := NULL;
  END CASE;
END $$;

-- As migration 011's, plus the record's name; an invitation's use (`used_at`, set when it is
-- accepted) is bookkeeping, as a notification read is: the member's joining is recorded on Team.
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raw text := current_setting('agrihub.actor', true);
  actor jsonb;
  skip text[] := ARRAY['updated_at', 'password_hash', 'token_hash'] || TG_ARGV[1:];
  old_row jsonb := '{}';
  new_row jsonb := '{}';
  diff jsonb;
  rec_label text;
  rec_ref text;
BEGIN
  IF raw IS NULL OR raw = '' THEN RETURN NULL; END IF;
  actor := raw::jsonb;
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW); END IF;
  SELECT coalesce(jsonb_object_agg(k, jsonb_build_object('before', old_row -> k, 'after', new_row -> k)), '{}')
    INTO diff
    FROM (SELECT jsonb_object_keys(old_row || new_row) AS k) keys
   WHERE NOT (k = ANY (skip)) AND (old_row -> k) IS DISTINCT FROM (new_row -> k);
  IF (old_row -> 'password_hash') IS DISTINCT FROM (new_row -> 'password_hash') AND TG_OP = 'UPDATE' THEN
    diff := diff || jsonb_build_object('password', jsonb_build_object('before', NULL, 'after', 'changed'));
  END IF;
  IF TG_OP = 'UPDATE' AND diff = '{}' THEN RETURN NULL; END IF;
  SELECT label, ref INTO rec_label, rec_ref FROM audit_record(TG_TABLE_NAME, old_row || new_row);
  INSERT INTO audit_log (seller_id, actor_id, actor_name, ip, module, entity, entity_id, action, changes, record_label, record_ref)
  VALUES ((actor ->> 'sellerId')::uuid, (actor ->> 'userId')::uuid, coalesce(actor ->> 'name', ''), actor ->> 'ip',
          TG_ARGV[0], TG_TABLE_NAME, coalesce(new_row ->> 'id', old_row ->> 'id'),
          CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, diff,
          rec_label, rec_ref);
  RETURN NULL;
END $$;

DROP TRIGGER audit_invitations ON invitations;
CREATE TRIGGER audit_invitations AFTER INSERT OR UPDATE OR DELETE ON invitations FOR EACH ROW EXECUTE FUNCTION audit_row('team', 'used_at');

-- Entries written before: named from the record as it is now, under the values the entry itself
-- carries (a create or delete carries every column; an update, what it changed).
UPDATE audit_log a
   SET (record_label, record_ref) = (
         SELECT n.label, n.ref
           FROM audit_record(a.entity,
                  coalesce(CASE a.entity
                             WHEN 'orders' THEN (SELECT to_jsonb(t) FROM orders t WHERE t.id::text = a.entity_id)
                             WHEN 'products' THEN (SELECT to_jsonb(t) FROM products t WHERE t.id::text = a.entity_id)
                             WHEN 'product_images' THEN (SELECT to_jsonb(t) FROM product_images t WHERE t.id::text = a.entity_id)
                             WHEN 'retailers' THEN (SELECT to_jsonb(t) FROM retailers t WHERE t.id::text = a.entity_id)
                             WHEN 'retailer_invoices' THEN (SELECT to_jsonb(t) FROM retailer_invoices t WHERE t.id::text = a.entity_id)
                             WHEN 'retailer_payments' THEN (SELECT to_jsonb(t) FROM retailer_payments t WHERE t.id::text = a.entity_id)
                             WHEN 'pickup_requests' THEN (SELECT to_jsonb(t) FROM pickup_requests t WHERE t.id::text = a.entity_id)
                             WHEN 'pricing_rules' THEN (SELECT to_jsonb(t) FROM pricing_rules t WHERE t.id::text = a.entity_id)
                             WHEN 'financing_applications' THEN (SELECT to_jsonb(t) FROM financing_applications t WHERE t.id::text = a.entity_id)
                             WHEN 'support_tickets' THEN (SELECT to_jsonb(t) FROM support_tickets t WHERE t.id::text = a.entity_id)
                             WHEN 'documents' THEN (SELECT to_jsonb(t) FROM documents t WHERE t.id::text = a.entity_id)
                             WHEN 'team_members' THEN (SELECT to_jsonb(t) FROM team_members t WHERE t.id::text = a.entity_id)
                             WHEN 'invitations' THEN (SELECT to_jsonb(t) FROM invitations t WHERE t.id::text = a.entity_id)
                             WHEN 'users' THEN (SELECT to_jsonb(t) - 'password_hash' FROM users t WHERE t.id::text = a.entity_id)
                             WHEN 'sellers' THEN (SELECT to_jsonb(t) FROM sellers t WHERE t.id::text = a.entity_id)
                             WHEN 'notifications' THEN (SELECT to_jsonb(t) FROM notifications t WHERE t.id::text = a.entity_id)
                           END, '{}')
                  || coalesce((SELECT jsonb_object_agg(k, CASE WHEN jsonb_typeof(v -> 'after') = 'null' THEN v -> 'before' ELSE v -> 'after' END)
                                 FROM jsonb_each(a.changes) AS c(k, v)
                                WHERE jsonb_typeof(v) = 'object'), '{}')) n);
