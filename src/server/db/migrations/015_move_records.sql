-- Moves the records of every area from the shared JSONB table `record` (001) into the area's own
-- table (014, generated from the manifests), then drops `record`. Nothing is lost:
--   * a record that fits its table is moved with its id, timestamps and version;
--   * a record that does not fit (a value of the wrong type, a bad date, a value its CHECK refuses, a
--     reference to a record that no longer exists, an area without a table) is kept, whole, in
--     `record_unmoved` with the database's reason, for an operator to fix and insert by hand;
--   * a moved record whose JSON held keys no column takes (fields removed from a manifest long ago)
--     is moved and its whole JSON is also kept in `record_unmoved` (moved = true).
-- References between records may point at records with higher ids: rows refused by a foreign key are
-- tried again, pass after pass, until a pass moves nothing.
-- The areas' shared id sequence continues after the last id `record` handed out, so that no new
-- record takes the id of a moved, unmoved or deleted one (the audit history names records by id).
CREATE TABLE record_unmoved (
  area text NOT NULL,
  id integer NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  version integer NOT NULL,
  moved boolean NOT NULL,
  reason text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (area, id)
);

DO $$
DECLARE
  r record;
  moved_some boolean := true;
  last_id integer;
  extra text;
BEGIN
  CREATE TEMP TABLE record_pending ON COMMIT DROP AS SELECT *, ''::text AS reason FROM record;
  WHILE moved_some LOOP
    moved_some := false;
    FOR r IN SELECT * FROM record_pending ORDER BY id LOOP
      BEGIN
        IF to_regclass(format('%I', r.area)) IS NULL OR r.area IN ('record', 'record_unmoved', 'app_user') THEN
          RAISE EXCEPTION 'area % has no table', r.area;
        END IF;
        EXECUTE format('INSERT INTO %I SELECT * FROM jsonb_populate_record(NULL::%I, $1)', r.area, r.area)
          USING r.data || jsonb_build_object('id', r.id, 'created_at', r.created_at,
                                             'updated_at', r.updated_at, 'version', r.version);
        SELECT string_agg(k, ', ' ORDER BY k) INTO extra FROM jsonb_object_keys(r.data) AS k
         WHERE k NOT IN (SELECT column_name FROM information_schema.columns
                          WHERE table_schema = current_schema() AND table_name = r.area);
        IF extra IS NOT NULL THEN
          INSERT INTO record_unmoved (area, id, data, created_at, updated_at, version, moved, reason)
          VALUES (r.area, r.id, r.data, r.created_at, r.updated_at, r.version, true,
                  'keys without a column: ' || extra);
        END IF;
        DELETE FROM record_pending WHERE id = r.id;
        moved_some := true;
      EXCEPTION
        WHEN foreign_key_violation THEN
          UPDATE record_pending SET reason = SQLERRM WHERE id = r.id;
        WHEN others THEN
          INSERT INTO record_unmoved (area, id, data, created_at, updated_at, version, moved, reason)
          VALUES (r.area, r.id, r.data, r.created_at, r.updated_at, r.version, false, SQLERRM);
          DELETE FROM record_pending WHERE id = r.id;
      END;
    END LOOP;
  END LOOP;
  INSERT INTO record_unmoved (area, id, data, created_at, updated_at, version, moved, reason)
  SELECT area, id, data, created_at, updated_at, version, false, reason FROM record_pending;

  -- The areas' tables share one id sequence (014): it continues after every id handed out so far.
  SELECT CASE WHEN is_called THEN last_value ELSE 0 END INTO last_id FROM record_id_seq;
  SELECT greatest(last_id, coalesce(max(id), 0)) INTO last_id FROM record;
  IF last_id > 0 THEN
    PERFORM setval('area_record_id', greatest(last_id, (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM area_record_id)));
  END IF;
END
$$;

DROP TABLE record;
