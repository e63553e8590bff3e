-- Lost-update protection: every record and account carries a version that grows with each change,
-- whoever makes it (the API's update, a command, a map save linking a beacon), so a trigger keeps it.
-- Clients send the version they edited in If-Match; a stale one is refused with 412 (9015).
CREATE FUNCTION bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;

ALTER TABLE record ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TRIGGER record_version BEFORE UPDATE ON record FOR EACH ROW EXECUTE FUNCTION bump_version();

ALTER TABLE app_user ADD COLUMN version integer NOT NULL DEFAULT 1;
CREATE TRIGGER app_user_version BEFORE UPDATE ON app_user FOR EACH ROW EXECUTE FUNCTION bump_version();
