-- Live updates (issue 19). Every change an open tab should show becomes a row here, written by a
-- trigger in the transaction that makes the change, and each row a NOTIFY on channel agrihub_live.
-- PostgreSQL (and PGlite) deliver a NOTIFY at commit, and only then, to every connection that
-- LISTENs: each API process listens once and passes the event to its own signed-in streams, so a
-- write on any process reaches the tabs on every other. The rows let a stream that dropped resume
-- from its Last-Event-ID; a day of them is kept (plugins/live.ts prunes).
--
-- An event says only which kind of data of which company changed ('orders', 'products',
-- 'notifications', 'account'); the tab refetches what it shows of that kind through the usual
-- routes, which apply the user's role. Notifications meant for some roles only carry their area.

CREATE TABLE live_events (
  id         bigserial PRIMARY KEY,
  seller_id  uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  topic      text NOT NULL CHECK (topic IN ('orders', 'products', 'notifications', 'account')),
  area       text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_seller_idx ON live_events (seller_id, id);
CREATE INDEX live_events_created_idx ON live_events (created_at);

-- One event per company per statement, however many rows it changed (a bulk status change, an import).
CREATE FUNCTION live_event_of_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (seller_id, topic) SELECT DISTINCT seller_id, TG_ARGV[0] FROM old_rows;
  ELSE
    INSERT INTO live_events (seller_id, topic) SELECT DISTINCT seller_id, TG_ARGV[0] FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;

-- Notifications: one event per company and area, so a member is told only of what they may see.
CREATE FUNCTION live_event_of_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO live_events (seller_id, topic, area) SELECT DISTINCT seller_id, 'notifications', area FROM old_rows;
  ELSE
    INSERT INTO live_events (seller_id, topic, area) SELECT DISTINCT seller_id, 'notifications', area FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;

-- The company itself (verification, its name and address): keyed by its own id, and only when a
-- row really changed (verification is recomputed on every document upload, mostly to the same).
CREATE FUNCTION live_event_of_sellers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO live_events (seller_id, topic)
    SELECT n.id, 'account' FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n IS DISTINCT FROM o;
  RETURN NULL;
END
$$;

CREATE FUNCTION live_event_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('agrihub_live', json_build_object('id', NEW.id, 'sellerId', NEW.seller_id, 'topic', NEW.topic, 'area', NEW.area)::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER live_events_notify AFTER INSERT ON live_events FOR EACH ROW EXECUTE FUNCTION live_event_notify();

DO $$
DECLARE t text;
BEGIN
  -- The table's name is its topic.
  FOREACH t IN ARRAY ARRAY['orders', 'products'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION live_event_of_rows(%L)', t || '_live_ins', t, t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION live_event_of_rows(%L)', t || '_live_upd', t, t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                      FOR EACH STATEMENT EXECUTE FUNCTION live_event_of_rows(%L)', t || '_live_del', t, t);
  END LOOP;
END
$$;

CREATE TRIGGER notifications_live_ins AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_of_notifications();
CREATE TRIGGER notifications_live_upd AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_of_notifications();
CREATE TRIGGER notifications_live_del AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_of_notifications();
CREATE TRIGGER sellers_live_upd AFTER UPDATE ON sellers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION live_event_of_sellers();
