-- Initial schema. Money is bigint paisa (1 PKR = 100 paisa), never floating point.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE sellers (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_name  text NOT NULL,
  city          text NOT NULL,
  state         text NOT NULL,
  zip_code      text NOT NULL,
  phone         text NOT NULL,
  ntn           text NOT NULL,
  is_verified   boolean NOT NULL DEFAULT false,
  verified_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id     uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  email         text NOT NULL,
  password_hash text NOT NULL,
  role          text NOT NULL DEFAULT 'seller',
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_uq ON users (lower(email));
CREATE INDEX users_seller_idx ON users (seller_id);

CREATE TABLE refresh_tokens (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_id         uuid NOT NULL,
  user_id           uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash        text NOT NULL UNIQUE,
  remember          boolean NOT NULL,
  expires_at        timestamptz NOT NULL,
  family_expires_at timestamptz NOT NULL,
  used_at           timestamptz,
  revoked_at        timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE login_failures (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email        text NOT NULL,
  ip           text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_lookup_idx ON login_failures (email, ip, attempted_at);

CREATE TABLE retailers (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id  uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  name       text NOT NULL,
  city       text NOT NULL,
  province   text NOT NULL,
  phone      text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retailers_seller_idx ON retailers (seller_id);

CREATE TABLE products (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id        uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  name             text NOT NULL,
  sku              text NOT NULL,
  category         text NOT NULL CHECK (category IN ('fertilizers','pesticides','seeds','tools','equipment')),
  price_paisa      bigint NOT NULL CHECK (price_paisa >= 0),
  cost_price_paisa bigint CHECK (cost_price_paisa >= 0),
  stock_quantity   integer NOT NULL CHECK (stock_quantity >= 0),
  min_stock_level  integer NOT NULL CHECK (min_stock_level >= 0),
  description      text NOT NULL DEFAULT '',
  seasonal         boolean NOT NULL DEFAULT false,
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active','inactive','pending_review')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX products_seller_sku_uq ON products (seller_id, lower(sku));
CREATE INDEX products_seller_created_idx ON products (seller_id, created_at DESC, id DESC);
CREATE INDEX products_seller_category_idx ON products (seller_id, category, created_at DESC);
CREATE INDEX products_seller_stock_idx ON products (seller_id, stock_quantity);
CREATE INDEX products_seller_seasonal_idx ON products (seller_id, created_at DESC) WHERE seasonal;
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);
CREATE INDEX products_sku_trgm_idx ON products USING gin (lower(sku) gin_trgm_ops);

CREATE TABLE product_images (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id    uuid NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  seller_id     uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  position      integer NOT NULL,
  storage_key   text NOT NULL,
  content_type  text NOT NULL,
  size_bytes    integer NOT NULL,
  original_name text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_images_product_idx ON product_images (product_id, position);

CREATE TABLE orders (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id     uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  retailer_id   uuid REFERENCES retailers(id) ON DELETE SET NULL,
  order_number  text NOT NULL,
  customer_name text NOT NULL,
  customer_city text NOT NULL DEFAULT '',
  order_date    timestamptz NOT NULL,
  total_paisa   bigint NOT NULL CHECK (total_paisa >= 0),
  status        text NOT NULL CHECK (status IN ('pending','confirmed','processing','shipped','delivered','cancelled')),
  notes         text,
  items         jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX orders_seller_number_uq ON orders (seller_id, order_number);
CREATE INDEX orders_seller_date_idx ON orders (seller_id, order_date DESC, id DESC);
CREATE INDEX orders_seller_status_date_idx ON orders (seller_id, status, order_date DESC);
CREATE INDEX orders_seller_total_idx ON orders (seller_id, total_paisa DESC, id DESC);
CREATE INDEX orders_customer_trgm_idx ON orders USING gin (lower(customer_name) gin_trgm_ops);
CREATE INDEX orders_number_trgm_idx ON orders USING gin (lower(order_number) gin_trgm_ops);

CREATE TABLE order_status_events (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id    uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  seller_id   uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  from_status text,
  to_status   text NOT NULL,
  notes       text,
  changed_by  uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_events_order_idx ON order_status_events (order_id, created_at);

CREATE TABLE documents (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id     uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  doc_type      text NOT NULL,
  description   text NOT NULL DEFAULT '',
  status        text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending','Verified','Expired')),
  storage_key   text NOT NULL,
  content_type  text NOT NULL,
  size_bytes    integer NOT NULL,
  original_name text NOT NULL,
  reviewed_at   timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_seller_created_idx ON documents (seller_id, created_at DESC);
-- At most one live (not Expired) document per type and seller.
CREATE UNIQUE INDEX documents_seller_type_live_uq ON documents (seller_id, doc_type) WHERE status <> 'Expired';

CREATE TABLE notifications (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id  uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  title      text NOT NULL,
  message    text NOT NULL,
  type       text NOT NULL DEFAULT 'Notification',
  priority   text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low','normal','warning','high')),
  is_read    boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_seller_created_idx ON notifications (seller_id, created_at DESC);
CREATE INDEX notifications_seller_unread_idx ON notifications (seller_id) WHERE NOT is_read;

CREATE TABLE support_tickets (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id   uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  reference   text NOT NULL,
  subject     text NOT NULL,
  category    text NOT NULL CHECK (category IN ('technical','billing','account','orders','products','general')),
  status      text NOT NULL CHECK (status IN ('Open','In Progress','Resolved','Closed')),
  priority    text NOT NULL CHECK (priority IN ('low','medium','high','urgent')),
  description text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX support_tickets_seller_ref_uq ON support_tickets (seller_id, reference);
CREATE INDEX support_tickets_seller_updated_idx ON support_tickets (seller_id, updated_at DESC);
