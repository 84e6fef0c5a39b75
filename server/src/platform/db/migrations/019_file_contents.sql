-- Uploaded files kept in the database (STORAGE_URL=database, the default against a PostgreSQL
-- server), so every API process of a cluster reads what any of them wrote and one backup holds all.
-- Rows are written whole in one statement; documents.storage_key and product_images.storage_key name
-- them, and the start-up sweep deletes rows no such key holds once they are an hour old.
CREATE TABLE file_contents (
  key text PRIMARY KEY CHECK (key ~ '^[a-f0-9]{32}\.[a-z0-9]{1,5}$'),
  size integer NOT NULL CHECK (size >= 0),
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_contents_created_at ON file_contents (created_at);
