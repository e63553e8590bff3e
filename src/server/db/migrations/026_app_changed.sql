-- Each API process keeps the app's recent answers in memory (src/server/app-api/answer-store.ts).
-- Every change the app can see is written with an audit entry (records, map releases, the parking
-- feed) or is a new release: announced on the channel app_changed once per statement, at commit;
-- every process listens on it and forgets its answers.
CREATE FUNCTION announce_app_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_changed', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER audit_entry_app_changed AFTER INSERT ON audit_entry
  FOR EACH STATEMENT EXECUTE FUNCTION announce_app_changed();

CREATE TRIGGER map_release_app_changed AFTER INSERT OR UPDATE OR DELETE ON map_release
  FOR EACH STATEMENT EXECUTE FUNCTION announce_app_changed();
