-- Idempotency keys of writes (plugins/idempotency.ts). The browser sends every write with an
-- Idempotency-Key and sends it once more, with the same key, when a process of the cluster died
-- under it (502, 503, 504, a lost connection): the write may or may not have been applied. A row is
-- inserted by the first write the request makes, in that write's transaction (db/index.ts), so it
-- exists exactly when the write committed; the answer is added once sent. A retry finding the row
-- gets that answer again (or 409 when the process died before storing it) instead of a second write.
--
-- fingerprint is "METHOD /path?query sha256-of-body": a key sent again with another request is
-- refused. Keys only serve retries seconds apart: rows older than a day are deleted at start-up.
CREATE TABLE idempotency_keys (
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key          text NOT NULL CHECK (key ~ '^[A-Za-z0-9_-]{16,100}$'),
  fingerprint  text NOT NULL,
  -- The answer, once sent; all NULL while the request runs, or when its process died before.
  status_code  integer,
  content_type text,
  body         text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
