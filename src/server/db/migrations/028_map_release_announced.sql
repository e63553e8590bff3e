-- Each API process keeps the number of the latest map release in memory
-- (src/server/app-api/latest-release.ts), so the app's map calls and tiles need no query of their own.
-- A new release (a publish, a rollback) is announced on the channel map_released once per statement,
-- at commit; every process listens on it and reads the number again.
CREATE FUNCTION announce_map_released() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('map_released', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER map_release_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON map_release
  FOR EACH STATEMENT EXECUTE FUNCTION announce_map_released();
