-- Live events numbered per company (issue 35). The ids a stream shows were the table's global
-- sequence: a new stream's `ready` id, and the gaps between a company's own events, told a seller
-- how many changes every other company made. Each company now numbers its own events 1, 2, 3...
-- (`seq`), and streams, Last-Event-ID and NOTIFY use that number; `id` stays the row's key.
--
-- The number is taken at commit, by a deferred trigger, from the company's counter row: taking it
-- earlier would hold the counter's lock across the rest of the transaction, and two transactions
-- that lock products and then write an event (or the other way round) could deadlock on it. At
-- commit a transaction takes no other lock after it, so writers of one company only queue for the
-- instant of their commit, and a company's numbers commit in the order they were given.

CREATE TABLE live_event_counters (
  seller_id uuid PRIMARY KEY REFERENCES sellers(id) ON DELETE CASCADE,
  last_seq  bigint NOT NULL
);

ALTER TABLE live_events ADD COLUMN seq bigint;
UPDATE live_events e SET seq = n.seq
  FROM (SELECT id, row_number() OVER (PARTITION BY seller_id ORDER BY id) AS seq FROM live_events) n
  WHERE n.id = e.id;
INSERT INTO live_event_counters (seller_id, last_seq) SELECT seller_id, max(seq) FROM live_events GROUP BY seller_id;
CREATE UNIQUE INDEX live_events_seller_seq_idx ON live_events (seller_id, seq);
DROP INDEX live_events_seller_idx;

DROP TRIGGER live_events_notify ON live_events;
DROP FUNCTION live_event_notify();

CREATE FUNCTION live_event_number() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  -- Gone with its company in the same transaction: nothing to number or tell.
  IF NOT EXISTS (SELECT 1 FROM live_events WHERE id = NEW.id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO live_event_counters AS c (seller_id, last_seq) VALUES (NEW.seller_id, 1)
    ON CONFLICT (seller_id) DO UPDATE SET last_seq = c.last_seq + 1
    RETURNING last_seq INTO n;
  -- Stamped at commit too: a stream that asks for what changed since a time (`since`) must see a
  -- long transaction's event, which its start would date too early.
  UPDATE live_events SET seq = n, created_at = clock_timestamp() WHERE id = NEW.id;
  PERFORM pg_notify('agrihub_live', json_build_object('id', n, 'sellerId', NEW.seller_id, 'topic', NEW.topic, 'area', NEW.area)::text);
  RETURN NULL;
END
$$;
CREATE CONSTRAINT TRIGGER live_events_number AFTER INSERT ON live_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION live_event_number();
