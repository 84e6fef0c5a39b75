-- Throttling that holds under a burst: one counter row per key (a login's email and address, an
-- address's sign-ins or registrations...), counted and read in the same INSERT ... ON CONFLICT
-- statement, so parallel attempts queue on the row lock instead of all reading the same count.
CREATE TABLE rate_limits (
  key          text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

-- Replaced by rate_limits (its read-then-write let a burst through).
DROP TABLE login_failures;

-- The server's master secret (JWT and signed-URL keys are derived from it), created once by the
-- first process that starts, so every replica against one database signs and verifies alike.
CREATE TABLE server_secrets (
  name       text PRIMARY KEY,
  value      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Access tokens name their session (the refresh-token family); each request checks the family's
-- newest token, so a revoked session stops working within seconds.
CREATE INDEX refresh_tokens_family_newest_idx ON refresh_tokens (family_id, created_at DESC);
DROP INDEX refresh_tokens_family_idx;
