-- Read state per member (issue 41): "read" was one flag per notification, shared by the company, so
-- one member's "Mark all as read" emptied everyone's bell, a new member inherited the company's
-- unread backlog, and the dashboard counted every unread row while the bell counted those the
-- member sees. Now each member has a mark (everything raised up to it is read: "Mark all as read"
-- moves it; a new member's starts when they join) and single reads after the mark.

CREATE TABLE notification_read_marks (
  user_id      uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  seller_id    uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  read_through timestamptz NOT NULL
);

CREATE TABLE notification_reads (
  user_id         uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  notification_id uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
  seller_id       uuid NOT NULL REFERENCES sellers(id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, notification_id)
);
CREATE INDEX notification_reads_notification_idx ON notification_reads (notification_id);

-- A member starts with everything raised before they joined read.
CREATE FUNCTION notification_read_mark_on_join() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO notification_read_marks (user_id, seller_id, read_through) VALUES (NEW.id, NEW.seller_id, NEW.created_at);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_notification_read_mark AFTER INSERT ON users FOR EACH ROW EXECUTE FUNCTION notification_read_mark_on_join();

-- Members so far: their mark where they joined, and the shared flag's reads after it, for each member
-- who sees the notification.
INSERT INTO notification_read_marks (user_id, seller_id, read_through) SELECT id, seller_id, created_at FROM users;
INSERT INTO notification_reads (user_id, notification_id, seller_id)
  SELECT u.id, n.id, n.seller_id FROM notifications n JOIN users u ON u.seller_id = n.seller_id
   WHERE n.is_read AND n.created_at > u.created_at;

DROP INDEX notifications_seller_unread_idx;
ALTER TABLE notifications DROP COLUMN is_read;

-- The dashboard's cached copy holds the member's unread count: a read moves the seller's version.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notification_read_marks', 'notification_reads'] LOOP
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
