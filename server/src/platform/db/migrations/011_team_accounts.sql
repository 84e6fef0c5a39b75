-- A company with many users (issue 17): every member signs in, with a role that is enforced; mail
-- goes through an outbox; every write is audited.

-- The role lives on the member (team_members), the one list of a company's people; a member who has
-- accepted an invitation (or registered the company) has a login (user_id). users.role said 'seller'
-- for every account while the team list said 'admin' for the same person.
ALTER TABLE users DROP COLUMN role;
-- The account that registered the company: shown as the owner; until now the only member with a login.
ALTER TABLE team_members ADD COLUMN is_owner boolean NOT NULL DEFAULT false;
UPDATE team_members SET is_owner = true WHERE user_id IS NOT NULL;
-- A member stays a member of one company: the login's e-mail is unique across the portal already
-- (users_email_lower_uq); deactivated members keep their row and cannot sign in.

-- Single-use invitation links (only a hash is stored). Resend revokes the earlier links; cancelling
-- removes the Invited member and revokes its links, which then say they were cancelled.
CREATE TABLE invitations (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id      uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  member_id      uuid REFERENCES team_members(id) ON DELETE SET NULL,
  email          text NOT NULL,
  token_hash     text NOT NULL UNIQUE,
  invited_by     uuid REFERENCES users(id) ON DELETE SET NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz,
  revoked_at     timestamptz,
  revoked_reason text CHECK (revoked_reason IN ('resent','cancelled','removed')),
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitations_member_idx ON invitations (member_id);

-- Single-use password-reset links (hash only), valid 30 minutes.
CREATE TABLE password_resets (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Mail is written here in the transaction that causes it and delivered by the worker (lib/mail):
-- an SMTP outage delays mail and loses none. 'logged' = no SMTP server configured: the link went to
-- the server log and `npm run admin -w server -- outbox` lists it.
CREATE TABLE mail_outbox (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id       uuid REFERENCES sellers(id) ON DELETE CASCADE,
  kind            text NOT NULL,
  to_address      text NOT NULL,
  subject         text NOT NULL,
  text_body       text NOT NULL,
  html_body       text NOT NULL,
  link            text,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','sent','logged','failed')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);

-- Who did what: one row per changed row, written by a trigger in the transaction of the write. The
-- actor comes from the request (set_config('agrihub.actor', ..., true), see db/index.ts); writes
-- with no actor (seeding, the mail worker, migrations) are not user activity and are not recorded.
CREATE TABLE audit_log (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seller_id   uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  -- No foreign key: the record outlives a removed member; actor_name keeps who it was.
  actor_id    uuid,
  actor_name  text NOT NULL,
  ip          text,
  module      text NOT NULL,
  entity      text NOT NULL,
  entity_id   text,
  action      text NOT NULL CHECK (action IN ('create','update','delete')),
  changes     jsonb NOT NULL,
  at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_seller_at_idx ON audit_log (seller_id, at DESC, id DESC);
CREATE INDEX audit_log_seller_actor_idx ON audit_log (seller_id, actor_id, at DESC);
CREATE INDEX audit_log_seller_module_idx ON audit_log (seller_id, module, at DESC);

-- TG_ARGV[0] is the module; further arguments name columns left out of the record (bookkeeping).
-- A password hash is never recorded: a change shows as "password: changed".
CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raw text := current_setting('agrihub.actor', true);
  actor jsonb;
  skip text[] := ARRAY['updated_at', 'password_hash', 'token_hash'] || TG_ARGV[1:];
  old_row jsonb := '{}';
  new_row jsonb := '{}';
  diff jsonb;
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
  INSERT INTO audit_log (seller_id, actor_id, actor_name, ip, module, entity, entity_id, action, changes)
  VALUES ((actor ->> 'sellerId')::uuid, (actor ->> 'userId')::uuid, coalesce(actor ->> 'name', ''), actor ->> 'ip',
          TG_ARGV[0], TG_TABLE_NAME, coalesce(new_row ->> 'id', old_row ->> 'id'),
          CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, diff);
  RETURN NULL;
END $$;

CREATE TRIGGER audit_products AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION audit_row('catalog');
CREATE TRIGGER audit_product_images AFTER INSERT OR UPDATE OR DELETE ON product_images FOR EACH ROW EXECUTE FUNCTION audit_row('catalog');
CREATE TRIGGER audit_orders AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION audit_row('orders');
CREATE TRIGGER audit_retailers AFTER INSERT OR UPDATE OR DELETE ON retailers FOR EACH ROW EXECUTE FUNCTION audit_row('orders');
CREATE TRIGGER audit_pricing_rules AFTER INSERT OR UPDATE OR DELETE ON pricing_rules FOR EACH ROW EXECUTE FUNCTION audit_row('pricing');
CREATE TRIGGER audit_pickup_requests AFTER INSERT OR UPDATE OR DELETE ON pickup_requests FOR EACH ROW EXECUTE FUNCTION audit_row('logistics');
CREATE TRIGGER audit_financing AFTER INSERT OR UPDATE OR DELETE ON financing_applications FOR EACH ROW EXECUTE FUNCTION audit_row('payments');
CREATE TRIGGER audit_documents AFTER INSERT OR UPDATE OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION audit_row('documents');
CREATE TRIGGER audit_support_tickets AFTER INSERT OR UPDATE OR DELETE ON support_tickets FOR EACH ROW EXECUTE FUNCTION audit_row('support');
CREATE TRIGGER audit_notifications AFTER UPDATE OR DELETE ON notifications FOR EACH ROW EXECUTE FUNCTION audit_row('notifications');
CREATE TRIGGER audit_team_members AFTER INSERT OR UPDATE OR DELETE ON team_members FOR EACH ROW EXECUTE FUNCTION audit_row('team', 'last_active_at');
CREATE TRIGGER audit_invitations AFTER INSERT OR UPDATE OR DELETE ON invitations FOR EACH ROW EXECUTE FUNCTION audit_row('team');
CREATE TRIGGER audit_sellers AFTER UPDATE ON sellers FOR EACH ROW EXECUTE FUNCTION audit_row('settings');
CREATE TRIGGER audit_users AFTER INSERT OR UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION audit_row('account');
