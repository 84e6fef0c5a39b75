-- Support tickets are created through the API now (issue 9): they keep the contact method the seller
-- chose, and a company's team members (Team Access & Roles) are stored per seller.

ALTER TABLE support_tickets
  ADD COLUMN contact_method text NOT NULL DEFAULT 'email' CHECK (contact_method IN ('email','phone','sms','whatsapp'));

CREATE TABLE team_members (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id      uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  -- Set only for the seller's own account (the first admin); invited members have no login yet.
  user_id        uuid UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  name           text NOT NULL,
  email          text NOT NULL,
  role           text NOT NULL CHECK (role IN ('admin','editor','viewer','manager')),
  department     text CHECK (department IN ('sales','logistics','product','finance','support')),
  notes          text,
  status         text NOT NULL DEFAULT 'Invited' CHECK (status IN ('Active','Invited','Inactive')),
  last_active_at timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
-- One member per e-mail within a company (case-insensitive); also serves every per-seller lookup.
CREATE UNIQUE INDEX team_members_seller_email_uq ON team_members (seller_id, lower(email));

-- Every existing account becomes its company's first admin.
INSERT INTO team_members (seller_id, user_id, name, email, role, status, created_at)
  SELECT seller_id, id, first_name || ' ' || last_name, email, 'admin', 'Active', created_at FROM users
  ON CONFLICT DO NOTHING;

-- The owner's "last active" is the latest sign-in or token refresh.
CREATE INDEX refresh_tokens_user_created_idx ON refresh_tokens (user_id, created_at DESC);
