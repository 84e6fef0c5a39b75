-- A version per seller that every change to the rows behind the cached reads (orders, products,
-- their images, notifications) raises in the same transaction. A server's response cache compares
-- it with the version its copy was built at: one index probe tells whether the copy is current,
-- whichever process or replica made the change.

CREATE TABLE seller_data_versions (
  seller_id uuid PRIMARY KEY,
  version   bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION seller_data_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO seller_data_versions AS v (seller_id, version)
      SELECT DISTINCT seller_id, 1 FROM new_rows
    ON CONFLICT (seller_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO seller_data_versions AS v (seller_id, version)
      SELECT seller_id, 1 FROM new_rows UNION SELECT seller_id, 1 FROM old_rows
    ON CONFLICT (seller_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO seller_data_versions AS v (seller_id, version)
      SELECT DISTINCT seller_id, 1 FROM old_rows
    ON CONFLICT (seller_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;

-- TRUNCATE names no rows: every seller's version moves.
CREATE FUNCTION seller_data_bump_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE seller_data_versions SET version = version + 1;
  RETURN NULL;
END
$$;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['orders', 'products', 'product_images', 'notifications'] LOOP
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
