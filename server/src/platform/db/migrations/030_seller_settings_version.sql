-- The order list and the dashboard show each order's sales tax (issue 41): the rate of its invoice,
-- or, before it is invoiced, the company's rate in Settings, as the invoice page does. A change of
-- that rate must reach their cached copies, so a change to a seller's row raises its version too.
-- The company's row names itself by `id`, every other table by `seller_id`.
CREATE OR REPLACE FUNCTION seller_data_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sellers' THEN
    IF TG_OP = 'DELETE' THEN
      INSERT INTO seller_data_versions AS v (seller_id, version) SELECT id, 1 FROM old_rows
      ON CONFLICT (seller_id) DO UPDATE SET version = v.version + 1;
    ELSE
      INSERT INTO seller_data_versions AS v (seller_id, version) SELECT id, 1 FROM new_rows
      ON CONFLICT (seller_id) DO UPDATE SET version = v.version + 1;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
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

CREATE TRIGGER sellers_version_ins AFTER INSERT ON sellers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_data_bump();
CREATE TRIGGER sellers_version_upd AFTER UPDATE ON sellers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_data_bump();
CREATE TRIGGER sellers_version_del AFTER DELETE ON sellers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION seller_data_bump();
CREATE TRIGGER sellers_version_trunc AFTER TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION seller_data_bump_all();
